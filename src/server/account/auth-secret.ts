import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { dataDir, dataPath } from "@/config/data-dir";

/**
 * BETTER_AUTH_SECRET when set; otherwise a random secret created once and kept in ./data, so that a fresh
 * `npm start` works and sessions survive restarts. A live shop must set the variable, the same on every instance
 * (checked at start, src/config/production.ts).
 */
export function authSecret(): string {
  if (process.env.BETTER_AUTH_SECRET) return process.env.BETTER_AUTH_SECRET;
  const file = dataPath("auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("hex");
    fs.mkdirSync(dataDir(), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
