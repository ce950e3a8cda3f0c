import "server-only";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { compactIban } from "@/lib/iban";
import { formatDate } from "@/lib/shop-time";
import type { CartOwner } from "@/server/cart";
import { recordClarificationShown, shownClarificationVersion, storeSettings } from "@/server/content";
import { db } from "@/server/platform/db/client";
import { paymentNotifications } from "@/server/platform/db/schema";
import { ApiError, conflict, notFound } from "@/server/platform/http/errors";
import type { paymentNotificationBody } from "@/shared/orders/payments";
import { confirmationFor } from "./confirmation";
import { staffPrice, tellStaff } from "./staff-mail";

/** How many notifications one order takes: enough for a payment split over a few transfers, not a flood. */
const MAX_PER_ORDER = 5;

/**
 * A customer (or the browser whose cart became the order) tells the shop they paid a bank-transfer order: into
 * which of the shop's accounts (one of those in the store settings), how much, when and from whom. Staff see it
 * on the order and mark the order paid once the money is there.
 */
export async function notifyTransfer(owner: CartOwner, input: z.output<typeof paymentNotificationBody>) {
  const order = await confirmationFor(owner, input.orderNumber);
  if (!order) throw notFound();
  if (order.paymentMethod !== "bank_transfer" || order.status !== "awaiting_payment") throw conflict("payment_not_pending");
  const accounts = (await storeSettings()).bankAccounts.map((a) => compactIban(a.iban));
  if (!accounts.includes(input.iban)) throw new ApiError(400, "unknown_bank_account");
  const version = await shownClarificationVersion();
  return db().transaction(async (tx) => {
    const existing = await tx
      .select({ id: paymentNotifications.id })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderId, order.id));
    if (existing.length >= MAX_PER_ORDER) throw conflict("too_many_notifications");
    const [row] = await tx
      .insert(paymentNotifications)
      .values({ orderId: order.id, iban: input.iban, amount: input.amount, paidOn: input.paidOn, senderName: input.senderName })
      .returning();
    await recordClarificationShown(tx, { form: "payment_notification", recordId: row!.id, userId: owner.user?.id ?? null, version });
    // A notice to check is an order to prepare: staff are told, and the dashboard's count follows at once.
    await tellStaff(tx, "transfer", order, {
      sender: input.senderName,
      amount: staffPrice(input.amount),
      paidOn: formatDate(new Date(input.paidOn)),
      iban: input.iban,
    });
    return { id: row!.id, orderNumber: order.number };
  });
}

/** An order's transfer notifications, oldest first (the customer's order page and the back office). */
export const transferNotifications = (orderId: number) =>
  db()
    .select({
      id: paymentNotifications.id,
      iban: paymentNotifications.iban,
      amount: paymentNotifications.amount,
      paidOn: paymentNotifications.paidOn,
      senderName: paymentNotifications.senderName,
      createdAt: paymentNotifications.createdAt,
    })
    .from(paymentNotifications)
    .where(eq(paymentNotifications.orderId, orderId))
    .orderBy(asc(paymentNotifications.id));
