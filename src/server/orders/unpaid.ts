import "server-only";
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatDateTime } from "@/lib/shop-time";
import { storeSettings } from "@/server/content";
import { db } from "@/server/platform/db/client";
import { orders } from "@/server/platform/db/schema";
import { queueMail } from "@/server/platform/mail/outbox";
import { paragraphsOf } from "@/server/platform/mail/render";
import { logger } from "@/server/platform/runtime/log";
import { moveOrder, SYSTEM_ACTOR } from "./status";
import { stockGivenBack } from "./stock";

const DAY = 86_400_000;

const unpaidBankTransfer = (placedBefore: Date) =>
  and(eq(orders.status, "awaiting_payment"), eq(orders.paymentMethod, "bank_transfer"), lte(orders.createdAt, placedBefore));

/**
 * Cancels every bank-transfer order still unpaid `days` after it was placed: the stock goes back and the customer
 * is told by mail (the order's usual status mail, with the reason as its note). Each order in its own transaction,
 * locked and checked again, so a payment that staff record at the same moment wins. `now` is the caller's clock.
 */
export async function cancelUnpaidOrders(now: Date, days: number): Promise<{ cancelled: string[] }> {
  const due = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(unpaidBankTransfer(new Date(now.getTime() - days * DAY)))
    .orderBy(asc(orders.id));
  const cancelled: string[] = [];
  const restocked: number[] = [];
  for (const { id } of due) {
    await db().transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update", { skipLocked: true });
      if (order?.status !== "awaiting_payment") return;
      restocked.push(
        ...(await moveOrder(tx, order, "cancelled", { actorId: SYSTEM_ACTOR, note: t("cart:mail.unpaidCancelled", { days }) })),
      );
      cancelled.push(order.number);
    });
  }
  await stockGivenBack(restocked);
  if (cancelled.length) logger.info({ orders: cancelled, days }, "unpaid bank-transfer orders cancelled");
  return { cancelled };
}

/**
 * One day before the cancellation, reminds each customer once that the transfer has not arrived, with the deadline
 * and the bank accounts. The reminder is marked on the order in the transaction that queues its mail.
 */
export async function remindUnpaidOrders(now: Date, days: number): Promise<{ reminded: string[] }> {
  const { bankAccounts } = await storeSettings();
  const due = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(and(unpaidBankTransfer(new Date(now.getTime() - (days - 1) * DAY)), isNull(orders.paymentRemindedAt)))
    .orderBy(asc(orders.id));
  const reminded: string[] = [];
  for (const { id } of due) {
    await db().transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update", { skipLocked: true });
      if (order?.status !== "awaiting_payment" || order.paymentRemindedAt) return;
      await tx.update(orders).set({ paymentRemindedAt: now }).where(eq(orders.id, id));
      const values = {
        name: order.shippingAddress.fullName,
        number: order.number,
        deadline: formatDateTime(new Date(order.createdAt.getTime() + days * DAY)),
        brand: storeConfig.brand,
      };
      await queueMail(tx, {
        to: order.email,
        subject: t("cart:mail.paymentReminder.subject", values),
        paragraphs: [
          ...paragraphsOf(t("cart:mail.paymentReminder.text", values)),
          bankAccounts.map((a) => `${a.bank} — ${a.accountName} — ${a.iban}`),
          [t("cart:mail.thanks", { brand: storeConfig.brand })],
        ],
      });
      reminded.push(order.number);
    });
  }
  if (reminded.length) logger.info({ orders: reminded }, "unpaid bank-transfer orders reminded");
  return { reminded };
}
