import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { dataPath } from "@/config/data-dir";
import { storeConfig } from "@/config/store";
import { processSingleton } from "@/lib/process-singleton";
import { logger } from "@/server/runtime/log";

export type MailFile = { filename: string; contentType: string; content: Uint8Array };
export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string; attachments?: MailFile[] };

/** A message's own id (the Message-ID header): the same message sent again carries the same one. */
export type MessageId = string;

export const mailDir = () => dataPath("mail");

const smtpTransport = processSingleton("mailTransport", (): Transporter => nodemailer.createTransport(process.env.SMTP_URL));

const transport = (): Transporter | null => (process.env.SMTP_URL ? smtpTransport() : null);

/**
 * Hands one message to the mail server. The shop's code does not call it from a request: it queues the message
 * with the change that caused it (./outbox.ts) and the worker sends it. SMTP when SMTP_URL is set, otherwise one JSON file per message in
 * DATA_DIR/mail/ (owner-only) so that development and tests can read links from it.
 */
export async function sendMail(mail: Mail, messageId?: MessageId): Promise<void> {
  const from = `"${storeConfig.brand}" <${storeConfig.email}>`;
  const smtp = transport();
  if (smtp) {
    const attachments = mail.attachments?.map((file) => ({ ...file, content: Buffer.from(file.content) }));
    await smtp.sendMail({ from, ...mail, attachments, ...(messageId ? { messageId } : {}) });
  } else {
    const dir = mailDir();
    // Mails hold customers' personal data: readable by the shop's own user only.
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    // Sorted by name is sorted by time: the clock's millisecond, then the process's monotonic nanoseconds.
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${process.hrtime.bigint().toString().padStart(20, "0")}-${Math.random().toString(36).slice(2, 8)}.json`;
    // Attached files as base64 text, as a mail carries them.
    const attachments = mail.attachments?.map((file) => ({ ...file, content: Buffer.from(file.content).toString("base64") }));
    await fs.writeFile(path.join(dir, name), JSON.stringify({ from, ...mail, attachments, ...(messageId ? { messageId } : {}) }, null, 2), {
      mode: 0o600,
    });
  }
  logger.info({ to: mail.to, subject: mail.subject, messageId, via: smtp ? "smtp" : "file" }, "mail sent");
}

/** Tests and the e2e suite read the newest file-transport mail for an address. */
export async function latestMailTo(to: string): Promise<(Mail & { from: string }) | null> {
  const dir = mailDir();
  const files = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    const mail = JSON.parse(await fs.readFile(path.join(dir, file), "utf8"));
    if (mail.to === to) return mail;
  }
  return null;
}

/** Tests change SMTP_URL: the next mail opens a transport to the new address. */
export const resetMailTransport = () => smtpTransport.replace(undefined);
