import "server-only";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import type { Tx } from "@/server/platform/db/client";
import { queueMail } from "@/server/platform/mail/outbox";
import { paragraphsOf } from "@/server/platform/mail/render";
import { greetingName, orderPageUrl } from "../page-url";
import type { Refund } from "../refunds";

export const price = (kurus: number) => formatPrice(kurus, storeConfig.currency);

/** One sentence on money given back: to the card, to the customer's IBAN, to one staff will confirm, or by transfer staff will arrange. */
export function refundText(refund: Refund) {
  const key =
    refund.method === "card" ? "card" : refund.iban ? "transfer" : refund.unconfirmedIban ? "transferUnconfirmed" : "transferLater";
  return t(`aftersale:refund.${key}`, { amount: price(refund.amount), iban: refund.iban ?? refund.unconfirmedIban ?? "" });
}

/** Queues the customer's mail about a return (aftersale:mail.<key>) in the transaction that records it. */
export async function mailAboutReturn(
  tx: Tx,
  order: { id: number; userId: string | null; email: string; number: string; shippingAddress: { fullName: string } },
  key: "requested" | "approved" | "rejected",
  values: Record<string, string> = {},
) {
  const url = orderPageUrl(order);
  const all = { name: greetingName(order), number: order.number, url, brand: storeConfig.brand, ...values };
  await queueMail(tx, {
    to: order.email,
    subject: t(`aftersale:mail.${key}Subject`, all),
    paragraphs: paragraphsOf(t(`aftersale:mail.${key}Text`, all)),
    action: { label: t("aftersale:mail.action"), url },
  });
}
