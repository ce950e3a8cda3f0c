import fs from "node:fs";
import path from "node:path";

/** The e2e server writes each mail as a JSON file in .data-e2e/mail/ (DATA_DIR); the newest one for `to` wins. */
export function newestMailTo(to: string): { subject: string; text: string } | undefined {
  const dir = path.join(".data-e2e", "mail");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
  for (const file of files) {
    const mail = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    if (mail.to === to) return mail;
  }
  return undefined;
}
