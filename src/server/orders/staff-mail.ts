import "server-only";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { staffInbox } from "@/server/content";
import type { Tx } from "@/server/platform/db/client";
import { publishStaff } from "@/server/platform/live/publish";
import { queueMail } from "@/server/platform/mail/outbox";
import { paragraphsOf } from "@/server/platform/mail/render";
import type { StaffTopic } from "@/shared/live";

/** What staff hear of by mail: each of these waits for someone's hands. */
type StaffNews = Extract<StaffTopic, "order" | "transfer" | "return">;

export const staffPrice = (kurus: number) => formatPrice(kurus, storeConfig.currency);

/**
 * Tells the shop's staff, in the transaction that records it, that an order needs them: a mail to the shop's staff
 * address (none while the shop has no address) with a link to the order's back-office page, and the event on the
 * staff's live channel so an open dashboard's counts follow.
 */
export async function tellStaff(tx: Tx, news: StaffNews, order: { id: number; number: string }, values: Record<string, string | number>) {
  const to = await staffInbox();
  if (to) {
    const all = { number: order.number, ...values };
    // After the customer's mails of the same moment: the buyer waits for a confirmation, staff read theirs later.
    await queueMail(
      tx,
      {
        to,
        subject: t(`admin:staffMail.${news}Subject`, all),
        paragraphs: paragraphsOf(t(`admin:staffMail.${news}Text`, all)),
        action: { label: t("admin:staffMail.action"), url: `${storeConfig.siteUrl}/admin/orders/${order.id}` },
      },
      { priority: -1 },
    );
  }
  await publishStaff(tx, news);
}

/** A new order for staff: placed (transfer, cash on delivery) or paid (card). */
export const newOrderNews = (tx: Tx, order: { id: number; number: string; grandTotal: number; paymentMethod: string; email: string }) =>
  tellStaff(tx, "order", order, {
    total: staffPrice(order.grandTotal),
    payment: t(`cart:payment.${order.paymentMethod}`),
    email: order.email,
  });
