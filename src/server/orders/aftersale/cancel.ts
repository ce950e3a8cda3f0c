import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { badRequest, conflict, notFound } from "@/server/http/errors";
import { paidTotal, payBack, wasPaid } from "../refunds";
import { moveOrder, orderTransitions } from "../status";
import { stockGivenBack } from "../stock";
import { refundText } from "./mail";

type CancelBy = {
  actorId: string;
  /** The customer cancelling their own order: only theirs is found, and a paid transfer needs their IBAN. */
  ownerId?: string;
  note?: string;
  iban?: string;
  ip: string;
  now?: Date;
};

/**
 * Cancels an order before it ships, the one way for the customer and for staff: what was paid goes back (a card
 * payment through iyzico, cancelled the same day or refunded; a transfer to the customer's IBAN), the stock
 * returns, and the history, audit and mail record it (moveOrder). After shipping: 409 order_not_cancellable.
 */
export async function cancelOrder(orderId: number, by: CancelBy) {
  const now = by.now ?? new Date();
  const { restocked, refundedTotal } = await db().transaction(async (tx) => {
    const mine = by.ownerId ? eq(orders.userId, by.ownerId) : undefined;
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), mine))
      .for("update");
    if (!order) throw notFound();
    if (!orderTransitions[order.status].includes("cancelled")) throw conflict("order_not_cancellable");
    const owed = wasPaid(order) ? paidTotal(order) - order.refundedTotal : 0;
    if (by.ownerId && owed > 0 && order.paymentMethod !== "card" && !by.iban) throw badRequest("iban_required");
    const refund = owed > 0 ? await payBack(tx, order, owed, { iban: by.iban ?? null, ip: by.ip, now }) : null;
    const refundNote = refund && refundText(refund);
    const note = [by.note, refundNote].filter(Boolean).join(" ") || undefined;
    const restocked = await moveOrder(tx, order, "cancelled", { actorId: by.actorId, note });
    return { restocked, refundedTotal: order.refundedTotal + (refund?.amount ?? 0) };
  });
  await stockGivenBack(restocked);
  return { id: orderId, status: "cancelled" as const, refundedTotal };
}
