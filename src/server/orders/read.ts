import "server-only";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { db } from "@/server/platform/db/client";
import { orderItems, orderStatusHistory, orders } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";
import { ownsOrder } from "./owner";

/** The customer's side of orders: read only (checkout writes them, place-order.ts). */

export type OrderSummary = Pick<typeof orders.$inferSelect, "id" | "number" | "status" | "grandTotal" | "createdAt"> & {
  itemCount: number;
};

export type OrderDetail = Omit<typeof orders.$inferSelect, "userId" | "cartId"> & {
  items: Omit<typeof orderItems.$inferSelect, "orderId">[];
  history: Pick<typeof orderStatusHistory.$inferSelect, "id" | "status" | "step" | "note" | "createdAt">[];
};

/** Newest first, with the number of pieces ordered. */
export async function listOrders(userId: string): Promise<OrderSummary[]> {
  return db()
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      grandTotal: orders.grandTotal,
      createdAt: orders.createdAt,
      itemCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** One own order with its lines and status history, or null: another customer's order counts as missing. */
export const findOrder = (userId: string, id: number) => orderWhere(and(eq(orders.id, id), eq(orders.userId, userId)));

/** The order a guest proved they placed without an account (src/server/orders/guest-lookup.ts), or null. */
export const findGuestOrder = (id: number) => orderWhere(ownsOrder({ lookupOrderId: id }));

async function orderWhere(where: SQL | undefined): Promise<OrderDetail | null> {
  const [order] = await db().select().from(orders).where(where);
  if (!order) return null;
  const id = order.id;
  const [items, history] = await Promise.all([
    db().select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
    db()
      .select({
        id: orderStatusHistory.id,
        status: orderStatusHistory.status,
        step: orderStatusHistory.step,
        note: orderStatusHistory.note,
        createdAt: orderStatusHistory.createdAt,
      })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  const { userId: _u, cartId: _c, ...rest } = order;
  return { ...rest, items: items.map(({ orderId: _o, ...item }) => item), history };
}

export async function getOrder(userId: string, id: number): Promise<OrderDetail> {
  const order = await findOrder(userId, id);
  if (!order) throw notFound();
  return order;
}
