import "server-only";
import { and, asc, desc, eq, exists, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { cancelOrder } from "@/server/orders/aftersale/cancel";
import { moveOrder, orderTransitions } from "@/server/orders/status";
import { stockGivenBack } from "@/server/orders/stock";
import { db } from "@/server/platform/db/client";
import {
  carrierShipments,
  formSubmissions,
  orderItems,
  orderReturns,
  orderStatusHistory,
  orders,
  paymentNotifications,
  reviews,
} from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";
import { type OrderListFilter, type OrderStatus, toPrepareStatuses } from "@/shared/orders";
import { ADMIN_PAGE_SIZE, pageOffset } from "@/shared/paging";

export { orderTransitions };

/**
 * Orders staff must act on: paid ones and cash-on-delivery ones to pack, and transfer orders whose buyer says the
 * money was sent (a notice to check against the bank account before marking the order paid).
 */
const toPrepare = () =>
  or(
    inArray(orders.status, [...toPrepareStatuses]),
    and(
      eq(orders.status, "awaiting_payment"),
      exists(db().select({ one: sql`1` }).from(paymentNotifications).where(eq(paymentNotifications.orderId, orders.id))),
    ),
  )!;

/** Orders with a return request staff have not decided yet. */
const returnRequested = () =>
  exists(
    db()
      .select({ one: sql`1` })
      .from(orderReturns)
      .where(and(eq(orderReturns.orderId, orders.id), eq(orderReturns.status, "requested"))),
  );

export async function listAdminOrders(filter: { status?: OrderListFilter; query?: string; page?: number }) {
  const conds: SQL[] = [];
  if (filter.status === "to_prepare") conds.push(toPrepare());
  else if (filter.status === "return_requested") conds.push(returnRequested());
  else if (filter.status) conds.push(eq(orders.status, filter.status));
  const q = filter.query?.trim();
  if (q) conds.push(or(ilike(orders.number, `%${q}%`), ilike(orders.email, `%${q}%`))!);
  const where = conds.length ? and(...conds) : undefined;
  const [items, [count]] = await Promise.all([
    db()
      .select({
        id: orders.id,
        number: orders.number,
        email: orders.email,
        status: orders.status,
        grandTotal: orders.grandTotal,
        createdAt: orders.createdAt,
        // Whether the carrier's label was bought, for printing several at once.
        hasLabel: sql<boolean>`${carrierShipments.orderId} is not null`,
      })
      .from(orders)
      .leftJoin(carrierShipments, eq(carrierShipments.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(pageOffset(filter.page)),
    db().select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { items, total: count?.n ?? 0 };
}

export async function getAdminOrder(id: number) {
  const [order] = await db().select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const [items, history] = await Promise.all([
    db().select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
    db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  return { ...order, items, history, nextStatuses: orderTransitions[order.status] };
}

/**
 * Moves an order one allowed step for a member of staff, with the note they wrote (a tracking number, say): the
 * history, the audit and the customer's mail go in the same transaction (src/server/orders/status.ts). Cancelling
 * goes the one way every cancellation goes, paying back what was paid (src/server/orders/aftersale/cancel.ts).
 */
export async function changeOrderStatus(staffId: string, id: number, status: OrderStatus, note: string | undefined, ip: string) {
  if (status === "cancelled") return cancelOrder(id, { actorId: staffId, note, ip });
  const { order, restocked } = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!before) throw notFound();
    const restocked = await moveOrder(tx, before, status, { actorId: staffId, note });
    return { order: { ...before, status }, restocked };
  });
  await stockGivenBack(restocked);
  return order;
}

/**
 * The queues the dashboard shows, each announced to staff on the live channel when it grows (ADR 0013): reviews to
 * moderate, orders to prepare (paid, cash on delivery, or a transfer with its notice), orders with a return to
 * decide and new inbox messages.
 */
export async function adminCounts() {
  const count = sql<number>`count(*)::int`;
  const [[reviewRow], [orderRow], [returnRow], [inboxRow]] = await Promise.all([
    db().select({ n: count }).from(reviews).where(eq(reviews.status, "pending")),
    db().select({ n: count }).from(orders).where(toPrepare()),
    db().select({ n: count }).from(orders).where(returnRequested()),
    db().select({ n: count }).from(formSubmissions).where(eq(formSubmissions.status, "new")),
  ]);
  return {
    pendingReviews: reviewRow?.n ?? 0,
    ordersToPrepare: orderRow?.n ?? 0,
    returnsToDecide: returnRow?.n ?? 0,
    newMessages: inboxRow?.n ?? 0,
  };
}
