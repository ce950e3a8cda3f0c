import "server-only";
import { eq } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { formatLongDate, toShopDay } from "@/lib/shop-time";
import { recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { quoteItems, quotes, user } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";
import { queueMail } from "@/server/platform/mail/outbox";
import type { QuoteSendInput } from "@/shared/quotes";
import { QUOTE_ATTACHMENT } from "./documents";
import { quoteError } from "./errors";
import { recordStep } from "./history";

/** A validity date (YYYY-MM-DD) as the last moment of that day in shop time. */
export const endOfShopDay = (day: string) => new Date(`${day}T23:59:59.999+03:00`);

/**
 * Staff price every line of a requested (or already sent) quote, set its validity date and note, and send it: the
 * step is recorded, the change audited and the customer's mail, with the quote's PDF, queued in the same transaction.
 */
export async function sendQuote(staffId: string, input: QuoteSendInput): Promise<{ id: number; status: "sent" }> {
  const validUntil = endOfShopDay(input.validUntil);
  if (Number.isNaN(validUntil.getTime()) || toShopDay(validUntil) !== input.validUntil) throw quoteError(400, "valid_until_invalid");
  if (validUntil.getTime() < Date.now()) throw quoteError(400, "valid_until_past");
  return db().transaction(async (tx) => {
    const [quote] = await tx
      .select({ id: quotes.id, number: quotes.number, status: quotes.status, email: user.email, name: user.name })
      .from(quotes)
      .innerJoin(user, eq(user.id, quotes.userId))
      .where(eq(quotes.id, input.quoteId))
      .for("update", { of: quotes });
    if (!quote) throw notFound();
    if (quote.status !== "requested" && quote.status !== "sent") throw quoteError(409, "quote_not_open");
    const items = await tx
      .select({ id: quoteItems.id, quantity: quoteItems.quantity })
      .from(quoteItems)
      .where(eq(quoteItems.quoteId, quote.id));
    const prices = new Map(input.lines.map((l) => [l.id, l.unitPrice]));
    if (prices.size !== input.lines.length || items.length !== prices.size || items.some((i) => !prices.has(i.id))) {
      throw quoteError(400, "quote_lines_mismatch");
    }
    for (const item of items)
      await tx
        .update(quoteItems)
        .set({ unitPrice: prices.get(item.id)! })
        .where(eq(quoteItems.id, item.id));
    await tx.update(quotes).set({ staffNote: input.note, validUntil }).where(eq(quotes.id, quote.id));
    await recordStep(tx, quote.id, "sent", staffId, input.note || null);
    await recordAudit({ actorId: staffId, action: "quote.send", entity: "quote", entityId: quote.id, after: input }, tx);
    const total = items.reduce((sum, i) => sum + prices.get(i.id)! * i.quantity, 0);
    await queueMail(tx, {
      to: quote.email,
      subject: t("quotes:mail.subject", { number: quote.number }),
      paragraphs: [
        [t("quotes:mail.greeting", { name: quote.name })],
        [
          t("quotes:mail.ready", { number: quote.number }),
          t("quotes:mail.total", { amount: formatPrice(total, storeConfig.currency) }),
          t("quotes:mail.validUntil", { date: formatLongDate(validUntil) }),
        ],
        ...(input.note ? [[input.note]] : []),
        [t("quotes:mail.attached")],
      ],
      action: { label: t("quotes:mail.action"), url: `${storeConfig.siteUrl}/account/my-quotes/${quote.number}` },
      attachments: [{ kind: QUOTE_ATTACHMENT, id: quote.id }],
    });
    return { id: quote.id, status: "sent" as const };
  });
}

/** Staff withdraw an offer before its date (prices changed): it expires now, and its prices no longer reach an order. */
export async function expireQuote(staffId: string, quoteId: number): Promise<{ id: number; status: "expired" }> {
  return db().transaction(async (tx) => {
    const [quote] = await tx.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quoteId)).for("update");
    if (!quote) throw notFound();
    if (quote.status !== "sent" && quote.status !== "accepted") throw quoteError(409, "quote_not_open");
    await tx.update(quotes).set({ validUntil: new Date() }).where(eq(quotes.id, quoteId));
    await recordStep(tx, quoteId, "expired", staffId);
    await recordAudit({ actorId: staffId, action: "quote.expire", entity: "quote", entityId: quoteId }, tx);
    return { id: quoteId, status: "expired" as const };
  });
}
