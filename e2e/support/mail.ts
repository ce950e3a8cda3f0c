import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/** A mail as the server's file transport keeps it; attached files are base64 text. */
type MailFile = { subject: string; text: string; attachments?: { filename: string; contentType: string; content: string }[] };

/**
 * The project's e2e server writes each mail as a JSON file in <DATA_DIR>/mail/ (playwright.config.ts gives each
 * project its own DATA_DIR); newest first.
 */
function mailsTo(to: string): MailFile[] {
  const dir = path.join(test.info().project.metadata.dataDir, "mail");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
  return files.map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))).filter((mail) => mail.to === to);
}

export const newestMailTo = (to: string): MailFile | undefined => mailsTo(to)[0];

/** The newest mail to `to` whose subject names `about` (an order number), once the worker has sent it. */
export async function mailAbout(to: string, about: string): Promise<MailFile> {
  await expect.poll(() => mailsTo(to).some((mail) => mail.subject.includes(about)), { timeout: 30_000 }).toBe(true);
  return mailsTo(to).find((mail) => mail.subject.includes(about))!;
}
