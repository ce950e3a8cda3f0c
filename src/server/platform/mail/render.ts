import fs from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";
import type { MailCap } from "@/config/jobs";
import { storeConfig } from "@/config/store";
import type { Mail } from "./index";

/**
 * What a mail says, before it is laid out: paragraphs of lines (already in Turkish, through i18n) and at most one
 * link shown as a button. The templates in ./templates give every mail the shop's name, colours and footer, as HTML
 * (values escaped by Handlebars) and as plain text.
 */
export type MailContent = {
  to: string;
  subject: string;
  paragraphs: string[][];
  action?: { label: string; url: string };
  replyTo?: string;
  /** False for a message staff wrote themselves (an inbox reply): their words alone, without the shop's footer. */
  footer?: boolean;
  /** Files to send with it, built by the worker when it sends the mail (./outbox.ts). */
  attachments?: AttachmentRef[];
  /** A mail to an address a visitor typed: the daily caps it counts against when it is sent (./caps.ts). */
  cap?: MailCap;
};

/** A file named by what it is built from (`kind` and a row id), so a queued job carries no file bytes. */
export type AttachmentRef = { kind: string; id: number };

/** The shop's colours (the storefront's primary orange, dark enough for white text on it). */
const colors = { brand: "#c2410c", page: "#fff7ed", text: "#1f2937", muted: "#4b5563", line: "#e5e7eb" };
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

const templateDir = () => path.join(process.cwd(), "src", "server", "platform", "mail", "templates");

type Compiled = { html: Handlebars.TemplateDelegate; text: Handlebars.TemplateDelegate };
let compiled: Compiled | undefined;

function templates(): Compiled {
  compiled ??= {
    html: Handlebars.compile(fs.readFileSync(path.join(templateDir(), "message.html.hbs"), "utf8"), { strict: true }),
    text: Handlebars.compile(fs.readFileSync(path.join(templateDir(), "message.txt.hbs"), "utf8"), { strict: true }),
  };
  return compiled;
}

/** Lays a mail out as HTML and text. */
export function renderMail({ to, subject, paragraphs, action, replyTo, footer = true }: MailContent): Mail {
  const { brand, companyName, address, email, phone } = storeConfig;
  const shop = footer ? { companyName, address, email, phone } : false;
  const context = { subject, paragraphs, action: action ?? false, brand, shop, colors, font };
  const { html, text } = templates();
  return {
    to,
    subject,
    html: html(context),
    text: text(context)
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
    ...(replyTo ? { replyTo } : {}),
  };
}

/** Text split into paragraphs at blank lines, and into lines at line breaks. */
export const paragraphsOf = (text: string): string[][] =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.split("\n"))
    .filter((lines) => lines.some((line) => line.trim() !== ""));
