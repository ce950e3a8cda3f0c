import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatPrice } from "@/lib/money";
import { toShopDay } from "@/lib/shop-time";
import { cancelOrder } from "@/server/orders/aftersale/cancel";
import { greetingName, orderPageUrl } from "@/server/orders/page-url";
import { transferNotifications } from "@/server/orders/payment-notifications";
import { providerRefund } from "@/server/orders/payments/card-refund";
import { recordAudit } from "@/server/platform/audit";
import { db, type Tx } from "@/server/platform/db/client";
import { cardPayments, orderStatusHistory, orders } from "@/server/platform/db/schema";
import { conflict, notFound } from "@/server/platform/http/errors";
import { queueMail } from "@/server/platform/mail/outbox";
import { paragraphsOf } from "@/server/platform/mail/render";

const price = (kurus: number) => formatPrice(kurus, storeConfig.currency);

/** The order's settled card payment, or 409 when the order was not paid by card. */
async function paidCardPayment(orderId: number) {
  const [row] = await db()
    .select({ order: orders, payment: cardPayments })
    .from(orders)
    .innerJoin(cardPayments, and(eq(cardPayments.orderId, orders.id), eq(cardPayments.status, "paid")))
    .where(eq(orders.id, orderId));
  if (!row) {
    const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound();
    throw conflict("no_card_payment");
  }
  return { order: row.order, payment: row.payment as typeof row.payment & { paymentId: string; paidPrice: number } };
}

/** Queues the customer's mail in the transaction that records the refund (the outbox sends it). */
async function tellCustomer(
  tx: Tx,
  order: { id: number; userId: string | null; email: string; number: string; shippingAddress: { fullName: string } },
  amount: number,
) {
  const values = {
    name: greetingName(order),
    number: order.number,
    amount: price(amount),
    url: orderPageUrl(order),
    brand: storeConfig.brand,
  };
  await queueMail(tx, {
    to: order.email,
    subject: t("admin:orders.payment.mail.refundedSubject", values),
    paragraphs: paragraphsOf(t("admin:orders.payment.mail.refundedText", values)),
  });
}

/**
 * Cancels a card payment on the day it was made (iyzico's cancel: the charge never reaches the statement), the way
 * every cancellation goes (src/server/orders/aftersale/cancel.ts): the order is cancelled, its stock comes back,
 * and the customer is told. Later, only a refund is possible.
 */
export async function cancelCardPayment(staffId: string, orderId: number, ip: string, now = new Date()) {
  const { order, payment } = await paidCardPayment(orderId);
  if (order.status !== "paid" || order.refundedTotal > 0) throw conflict("payment_not_cancellable");
  if (!payment.settledAt || toShopDay(payment.settledAt) !== toShopDay(now)) throw conflict("cancel_same_day_only");
  return cancelOrder(orderId, { actorId: staffId, ip, now });
}

/** Refunds part or all of a card payment through iyzico (at most what is left of it), recorded in the order's history and mailed. */
export async function refundCardPayment(staffId: string, orderId: number, amount: number, ip: string) {
  const { order, payment } = await paidCardPayment(orderId);
  if (amount > payment.paidPrice - order.refundedTotal) throw conflict("refund_too_large");
  await providerRefund(payment.paymentId, amount, ip);
  const refundedTotal = await db().transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    const total = locked!.refundedTotal + amount;
    await tx.update(orders).set({ refundedTotal: total, updatedAt: new Date() }).where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({
      orderId,
      status: locked!.status,
      step: "refunded",
      note: t("admin:orders.payment.refundedNote", { amount: price(amount) }),
      actorId: staffId,
    });
    await recordAudit(
      {
        actorId: staffId,
        action: "order.payment.refund",
        entity: "order",
        entityId: orderId,
        before: { refundedTotal: locked!.refundedTotal },
        after: { refundedTotal: total },
      },
      tx,
    );
    await tellCustomer(tx, order, amount);
    return total;
  });
  return { id: orderId, refundedTotal };
}

/** The back office's view of an order's payment: its card attempts (newest first) and its transfer notifications. */
export async function adminPaymentDetails(orderId: number) {
  const [attempts, notifications] = await Promise.all([
    db().select().from(cardPayments).where(eq(cardPayments.orderId, orderId)).orderBy(desc(cardPayments.id)),
    transferNotifications(orderId),
  ]);
  return { attempts, notifications };
}
export type AdminPaymentDetails = Awaited<ReturnType<typeof adminPaymentDetails>>;
