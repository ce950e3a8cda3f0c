import "server-only";
import { and, eq } from "drizzle-orm";
import { orders } from "@/server/platform/db/schema";

/**
 * Who acts on an order as its buyer: the signed-in customer who placed it, or a guest whose lookup proved it (number
 * and e-mail; the signed lookup cookie names that one order, src/server/orders/guest-lookup.ts).
 */
export type OrderOwner = { userId: string } | { lookupOrderId: number };

/** Only an order placed without an account is a guest's to find and act on: one placed from an account never is. */
export const placedAsGuest = eq(orders.guestCheckout, true);

/** The condition that finds only the owner's order: another order is simply not found (404). */
export const ownsOrder = (owner: OrderOwner) =>
  "userId" in owner ? eq(orders.userId, owner.userId) : and(eq(orders.id, owner.lookupOrderId), placedAsGuest);

/** The account behind the owner, or null for a guest. */
export const ownerUserId = (owner: OrderOwner) => ("userId" in owner ? owner.userId : null);

/** Who the history and audit name: the customer's id, or "guest" for a guest who proved the order. */
export const ownerActor = (owner: OrderOwner) => ownerUserId(owner) ?? "guest";
