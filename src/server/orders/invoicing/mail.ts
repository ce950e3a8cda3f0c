import "server-only";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import type { Tx } from "@/server/platform/db/client";
import { queueMail } from "@/server/platform/mail/outbox";
import { paragraphsOf } from "@/server/platform/mail/render";
import { greetingName, orderPageUrl } from "../page-url";

type InvoicedOrder = { id: number; userId: string | null; email: string; number: string; shippingAddress: { fullName: string } };

/**
 * Tells the buyer their invoice is issued, in the transaction that keeps its PDF: a customer downloads it from My
 * Orders, a guest from the order lookup with the number and e-mail of the order.
 */
export async function mailInvoiceIssued(tx: Tx, order: InvoicedOrder, invoiceNumber: string) {
  const url = orderPageUrl(order);
  const values = { name: greetingName(order), number: order.number, invoice: invoiceNumber, url, brand: storeConfig.brand };
  await queueMail(tx, {
    to: order.email,
    subject: t("contracts:invoicing.mail.subject", values),
    paragraphs: paragraphsOf(t(order.userId ? "contracts:invoicing.mail.text" : "contracts:invoicing.mail.textGuest", values)),
    action: { label: t("contracts:invoicing.mail.action"), url },
  });
}
