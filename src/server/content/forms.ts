import "server-only";
import { and, eq } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { shownClarificationVersion } from "@/server/content/contract-documents";
import { db } from "@/server/platform/db/client";
import { formSubmissions, products } from "@/server/platform/db/schema";
import { ApiError } from "@/server/platform/http/errors";
import { addressLimitKey } from "@/server/platform/http/forwarded";
import { publishStaff } from "@/server/platform/live/publish";
import { queueMail } from "@/server/platform/mail/outbox";
import type { MailContent } from "@/server/platform/mail/render";
import { logger } from "@/server/platform/runtime/log";
import { consumeRateLimit, type RateLimit } from "@/server/platform/runtime/rate-limit";
import { type FormName, formSchemas } from "@/shared/forms";
import { HONEYPOT_FIELD } from "@/shared/forms/fields";
import { type FieldErrors, fieldErrors } from "@/shared/forms/form-state";
import { type FormKind, submissionReference } from "@/shared/forms/submissions";

/** Per address, across all forms: enough for a person who sends a few requests, not for a flood. */
export const FORM_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 600 };

export type SubmissionResult =
  | { status: "sent"; reference: string | null }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "rate_limited"; retryAfterSeconds: number };

export type QuoteProduct = { code: string; name: string; slug: string };

/** The active product a quote request is about, by its code; null when there is none. */
export async function findQuoteProduct(code: string | undefined): Promise<QuoteProduct | null> {
  if (!code || code.length > 64) return null;
  const [row] = await db()
    .select({ code: products.code, name: products.name, slug: products.slug })
    .from(products)
    .where(and(eq(products.code, code), eq(products.isActive, true)))
    .limit(1);
  return row ?? null;
}

type Stored = { kind: FormKind; data: Record<string, unknown>; email: string };

async function prepare(name: FormName, data: Record<string, unknown> & { email: string }): Promise<Stored> {
  if (name === "technicalService") return { kind: "technical_service", data, email: data.email };
  if (name === "dealership") return { kind: "dealership", data, email: data.email };
  // A contact message naming a catalogue product is a quote request; an unknown code is dropped.
  const product = await findQuoteProduct(typeof data.product === "string" ? data.product : undefined);
  const { product: _code, ...rest } = data;
  return product
    ? { kind: "quote", data: { ...rest, product: { code: product.code, name: product.name } }, email: data.email }
    : { kind: "contact", data: rest, email: data.email };
}

function mailValue(value: unknown): string {
  if (value && typeof value === "object" && "name" in value && "code" in value) return `${value.name} (${value.code})`;
  if (value === true) return t("forms:mail.yes");
  return String(value);
}

/** The field's label for the shop's staff: the form's own, unless that one speaks to the sender ("Mesajınız"). */
const staffLabel = (key: string) => t(`forms:staffFields.${key}`, { defaultValue: t(`forms:fields.${key}`) });

/** A submission's filled-in fields under their Turkish labels, in form order (the notification and the back office). */

export function submissionFields(data: Record<string, unknown>): { key: string; label: string; value: string }[] {
  return Object.entries(data)
    .filter(([key, value]) => key !== "clarificationShown" && key !== "clarificationVersion" && value !== "")
    .map(([key, value]) => ({ key, label: staffLabel(key), value: mailValue(value) }));
}

/** The notification to the shop: every filled-in field under its Turkish label, replies go to the sender. */
function notification({ kind, data, email }: Stored, reference: string): MailContent {
  const lines = submissionFields(data).map((f) => `${f.label}: ${f.value}`);
  return {
    to: storeConfig.email,
    replyTo: email,
    subject: t(`forms:mail.subject.${kind}`, { reference, name: String(data.name ?? data.company ?? "") }),
    paragraphs: [[t("forms:mail.intro", { reference })], lines, [t("forms:mail.clarification")]],
  };
}

/**
 * The acknowledgement to the sender: the reference and when to expect an answer, in the shop's own words only.
 * The address is whatever was typed, so nothing typed goes with it, not even the name: the shop's sender would
 * otherwise carry anyone's text and links to any inbox. It counts against the acknowledgements' daily caps.
 */
function acknowledgement({ kind, email }: Stored, reference: string): MailContent {
  return {
    to: email,
    replyTo: storeConfig.email,
    subject: t("forms:ack.subject", { kind: t(`forms:ack.kind.${kind}`), reference, brand: storeConfig.brand }),
    paragraphs: [
      [t("forms:ack.greeting")],
      [t("forms:ack.received", { kind: t(`forms:ack.kind.${kind}`), reference })],
      [t("forms:ack.thanks", { brand: storeConfig.brand, phone: storeConfig.phone })],
    ],
    cap: "acknowledgement",
  };
}

/**
 * A form submission from the site: robots that fill the honeypot are told it worked and nothing is kept;
 * invalid input gives the field errors; a valid one is rate-limited per address, stored in form_submissions
 * and announced to the shop by mail; the sender gets an acknowledgement with the reference. Both mails are queued in
 * the transaction that stores the submission: a mail server that is down delays them and loses nothing.
 */
export async function submitForm(name: FormName, values: Record<string, string>, { ip }: { ip: string }): Promise<SubmissionResult> {
  if ((values[HONEYPOT_FIELD] ?? "") !== "") {
    logger.info({ form: name, ip }, "form honeypot filled; submission dropped");
    return { status: "sent", reference: null };
  }
  // U+0000 is no character a person types, and the database cannot store it: the field says so.
  const withNul = Object.keys(values).filter((key) => values[key]?.includes("\u0000"));
  if (withNul.length > 0) return { status: "invalid", errors: Object.fromEntries(withNul.map((key) => [key, "errors.invalidCharacters"])) };
  const parsed = formSchemas[name].safeParse(values);
  if (!parsed.success) return { status: "invalid", errors: fieldErrors(parsed.error) };
  try {
    await consumeRateLimit(`form:${addressLimitKey(ip)}`, FORM_RATE_LIMIT);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      return { status: "rate_limited", retryAfterSeconds: Number(error.headers["Retry-After"] ?? FORM_RATE_LIMIT.windowSeconds) };
    }
    throw error;
  }
  // The KVKK clarification text is shown beside the form and acknowledged by sending it, not consented to.
  const stored = await prepare(name, { ...parsed.data, clarificationShown: true, clarificationVersion: await shownClarificationVersion() });
  const reference = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({ ...stored, ip })
      .returning({ id: formSubmissions.id });
    const reference = submissionReference(stored.kind, row!.id);
    for (const mail of [notification(stored, reference), acknowledgement(stored, reference)]) await queueMail(tx, mail);
    await publishStaff(tx, "inbox");
    return reference;
  });
  return { status: "sent", reference };
}
