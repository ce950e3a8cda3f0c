import "server-only";
import { asc, eq } from "drizzle-orm";
import type { CartOwner } from "@/server/cart";
import { db } from "@/server/platform/db/client";
import { orderItems, orders } from "@/server/platform/db/schema";

export type ConfirmedOrder = typeof orders.$inferSelect & { items: (typeof orderItems.$inferSelect)[] };

/** An order with its lines, by number (for the confirmation mail). */
export async function orderByNumber(number: string): Promise<ConfirmedOrder | null> {
  const [order] = await db().select().from(orders).where(eq(orders.number, number));
  if (!order) return null;
  const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  return { ...order, items };
}

/**
 * The confirmation page's order: only for the customer who placed it, or for the browser whose cart
 * became it (a guest). Order numbers are sequential, so anyone else gets "not found".
 */
export async function confirmationFor(owner: CartOwner, number: string): Promise<ConfirmedOrder | null> {
  const order = await orderByNumber(number);
  if (!order) return null;
  const mine = order.userId ? order.userId === owner.user?.id : order.cartId !== null && order.cartId === owner.cookieCartId;
  return mine ? order : null;
}
