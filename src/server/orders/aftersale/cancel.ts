import "server-only";
import { and, eq } from "drizzle-orm";
import { recordClarificationShown, shownClarificationVersion } from "@/server/content";
import { db } from "@/server/platform/db/client";
import { orders } from "@/server/platform/db/schema";
import { badRequest, conflict, notFound } from "@/server/platform/http/errors";
import { type OrderOwner, ownerUserId, ownsOrder } from "../owner";
import { paidTotal, payBack, refundIbanOf, wasPaid } from "../refunds";
import { moveOrder, orderTransitions } from "../status";
import { stockGivenBack } from "../stock";
import { refundText } from "./mail";

type CancelBy = {
  actorId: string;
  /** The customer (or guest) cancelling their own order: only theirs is found, and a paid transfer needs their IBAN (a guest's is held unconfirmed). */
  owner?: OrderOwner;
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
  // The customer's form (with its IBAN field) shows the clarification text; staff cancelling take no one's data.
  const version = by.owner ? await shownClarificationVersion() : null;
  const { restocked, refundedTotal } = await db().transaction(async (tx) => {
    const mine = by.owner ? ownsOrder(by.owner) : undefined;
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), mine))
      .for("update");
    if (!order) throw notFound();
    if (!orderTransitions[order.status].includes("cancelled")) throw conflict("order_not_cancellable");
    const owed = wasPaid(order) ? paidTotal(order) - order.refundedTotal : 0;
    if (by.owner && owed > 0 && order.paymentMethod !== "card" && !by.iban) throw badRequest("iban_required");
    const refund = owed > 0 ? await payBack(tx, order, owed, { ...refundIbanOf(by.owner, by.iban ?? null), ip: by.ip, now }) : null;
    const refundNote = refund && refundText(refund);
    const note = [by.note, refundNote].filter(Boolean).join(" ") || undefined;
    const restocked = await moveOrder(tx, order, "cancelled", { actorId: by.actorId, note });
    if (version) await recordClarificationShown(tx, { form: "cancellation", recordId: order.id, userId: ownerUserId(by.owner!), version });
    return { restocked, refundedTotal: order.refundedTotal + (refund?.amount ?? 0) };
  });
  await stockGivenBack(restocked);
  return { id: orderId, status: "cancelled" as const, refundedTotal };
}
