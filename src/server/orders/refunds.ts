import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { toShopDay } from "@/lib/shop-time";
import type { Tx } from "@/server/platform/db/client";
import { cardPayments, orderRefunds, orders } from "@/server/platform/db/schema";
import type { RefundMethod } from "@/shared/orders/aftersale";
import type { OrderOwner } from "./owner";
import { providerCancel, providerRefund } from "./payments/card-refund";

type Order = typeof orders.$inferSelect;
/** Where a transfer goes: `iban`, confirmed; or `unconfirmedIban`, which nothing is paid to until staff confirm it. */
export type RefundIban = { iban: string | null; unconfirmedIban: string | null };
export type Refund = { amount: number; method: RefundMethod } & RefundIban;

/**
 * The IBAN as its giver stands behind it: a customer's, given from their account (or staff's), as given; a guest's,
 * given with only the order's number and e-mail, held for staff to confirm with the buyer
 * (src/server/orders/aftersale/refund-iban.ts).
 */
export const refundIbanOf = (owner: OrderOwner | undefined, iban: string | null): RefundIban =>
  owner && "lookupOrderId" in owner ? { iban: null, unconfirmedIban: iban } : { iban, unconfirmedIban: null };

/** Whether the customer has paid for the order yet: cash on delivery is paid at the door, a transfer or card before. */
export const wasPaid = (order: Pick<Order, "status">) => order.status !== "awaiting_payment" && order.status !== "preparing";

/** All the customer paid: the grand total, and the card surcharge on top. */
export const paidTotal = (order: Pick<Order, "grandTotal" | "dueDifference">) => order.grandTotal + order.dueDifference;

/**
 * Gives `amount` back on a locked order, the one rule for cancellations and returns alike: a card payment through
 * iyzico (cancelled on the day it was made when all of it comes back, refunded otherwise), anything else by
 * transfer to the customer's IBAN (held while unconfirmed, refundIbanOf). The provider is asked inside the caller's
 * transaction, with the order locked, so a refusal changes nothing and two requests cannot pay one amount back twice.
 * Recorded on the order and in its refunds.
 */
export async function payBack(
  tx: Tx,
  order: Order,
  amount: number,
  by: RefundIban & { ip: string; now: Date; returnId?: number },
): Promise<Refund> {
  const [payment] =
    order.paymentMethod === "card"
      ? await tx
          .select()
          .from(cardPayments)
          .where(and(eq(cardPayments.orderId, order.id), eq(cardPayments.status, "paid")))
      : [];
  if (payment?.paymentId) {
    const whole = order.refundedTotal === 0 && amount === payment.paidPrice;
    if (whole && payment.settledAt && toShopDay(payment.settledAt) === toShopDay(by.now)) await providerCancel(payment.paymentId, by.ip);
    else await providerRefund(payment.paymentId, amount, by.ip);
  }
  const refund: Refund = payment
    ? { amount, method: "card", iban: null, unconfirmedIban: null }
    : { amount, method: "bank_transfer", iban: by.iban, unconfirmedIban: by.unconfirmedIban };
  await tx.insert(orderRefunds).values({ orderId: order.id, returnId: by.returnId ?? null, ...refund, createdAt: by.now });
  await tx
    .update(orders)
    .set({ refundedTotal: sql`${orders.refundedTotal} + ${amount}`, updatedAt: by.now })
    .where(eq(orders.id, order.id));
  return refund;
}
