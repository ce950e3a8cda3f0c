import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { storeConfig } from "@/config/store";
import { logger } from "@/server/runtime/log";

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };

const holder = globalThis as unknown as { __lumoraMail?: Transporter };

export const mailDir = () => path.join(process.env.DATA_DIR ?? "./data", "mail");

function transport(): Transporter | null {
  if (!process.env.SMTP_URL) return null;
  holder.__lumoraMail ??= nodemailer.createTransport(process.env.SMTP_URL);
  return holder.__lumoraMail;
}

/**
 * The one way the shop sends mail: SMTP when SMTP_URL is set, otherwise one JSON file per message in
 * ./data/mail/ so that development and tests can read links from it.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const from = `"${storeConfig.brand}" <${storeConfig.email}>`;
  const smtp = transport();
  if (smtp) {
    await smtp.sendMail({ from, ...mail });
  } else {
    const dir = mailDir();
    await fs.mkdir(dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}.json`;
    await fs.writeFile(path.join(dir, name), JSON.stringify({ from, ...mail }, null, 2));
  }
  logger.info({ to: mail.to, subject: mail.subject, via: smtp ? "smtp" : "file" }, "mail sent");
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

export const resetMailTransport = () => {
  holder.__lumoraMail = undefined;
};
