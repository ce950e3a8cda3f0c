import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import { dataDir, dataPath } from "@/config/data-dir";

/**
 * The one-time setup code of a live shop: made at the first start while no owner exists, kept in DATA_DIR/setup-code
 * (mode 0600, readable by the operator only) and printed by the start; it opens /admin/setup once and is removed
 * when the owner's account is made with it.
 */
export const setupCodeFile = () => dataPath("setup-code");

/** 12 characters without the look-alikes (0/O, 1/I/L), in groups of four: 59 bits, read off a terminal and typed. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const LENGTH = 12;

const normalize = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

function newCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return chars.match(/.{4}/g)?.join("-") ?? chars;
}

/** The kept code, or a new one written there (0600) when there is none. */
export function ensureSetupCode(): string {
  const file = setupCodeFile();
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const code = newCode();
  fs.mkdirSync(dataDir(), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `${code}\n`, { mode: 0o600, flag: "wx" });
  return code;
}

/** Whether `given` is the kept code, compared in constant time (both sides hashed to the same length first). */
export function setupCodeMatches(given: string): boolean {
  let kept: string;
  try {
    kept = fs.readFileSync(setupCodeFile(), "utf8").trim();
  } catch {
    return false;
  }
  const digest = (s: string) => createHash("sha256").update(normalize(s)).digest();
  return kept !== "" && timingSafeEqual(digest(given), digest(kept));
}

/** Spends the code: removes it, so that it opens nothing again. False when it was gone already (spent by another). */
export function spendSetupCode(): boolean {
  try {
    fs.unlinkSync(setupCodeFile());
    return true;
  } catch {
    return false;
  }
}
