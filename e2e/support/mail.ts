import fs from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";

/**
 * The project's e2e server writes each mail as a JSON file in <DATA_DIR>/mail/ (playwright.config.ts gives each
 * project its own DATA_DIR); the newest one for `to` wins.
 */
export function newestMailTo(to: string): { subject: string; text: string } | undefined {
  const dir = path.join(test.info().project.metadata.dataDir, "mail");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
  for (const file of files) {
    const mail = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    if (mail.to === to) return mail;
  }
  return undefined;
}
