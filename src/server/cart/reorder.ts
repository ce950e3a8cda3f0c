import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/server/platform/db/client";
import { orderItems, orders } from "@/server/platform/db/schema";
import { notFound, unauthorized } from "@/server/platform/http/errors";
import type { BulkLineReport } from "@/shared/cart/bulk-add";
import type { Cart } from "@/shared/cart/types";
import { addLines, type BulkLine } from "./bulk-add";
import type { CartOwner } from "./identity";

const sameLine = (a: { productId: number | null; variantId: number | null }) => (b: { productId: number; variantId: number | null }) =>
  a.productId === b.productId && (a.variantId ?? null) === b.variantId;

/** Today's unit price of a reordered line, from the cart's own answer, beside the order's when they differ. */
function withPrice(cart: Cart, line: typeof orderItems.$inferSelect, report: BulkLineReport): BulkLineReport {
  const now = cart.items.find(sameLine(line))?.unitPrice;
  return report.added > 0 && now !== undefined && now !== line.unitPrice ? { ...report, price: { was: line.unitPrice, now } } : report;
}

/**
 * POST /api/cart/reorder: a signed-in customer's past order again. Its lines go into the cart at today's prices,
 * each up to the stock; the report names the lines whose price changed since, those capped or out of stock, and
 * those whose product is gone or no longer published. Another customer's order is not found.
 */
export async function reorder(owner: CartOwner, orderId: number) {
  if (!owner.user) throw unauthorized();
  const [order] = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, owner.user.id)));
  if (!order) throw notFound();
  const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const bulk: BulkLine[] = lines.map((line) => ({
    item: line.productId === null ? null : { productId: line.productId, variantId: line.variantId, quantity: line.quantity },
    report: { code: line.code, name: line.name, variantLabel: line.variantLabel, requested: line.quantity },
  }));
  const result = await addLines(owner, bulk);
  // A line's product gone, or sold by variant only since it was ordered without one: either way, not on sale as ordered.
  const report = result.report.map((r, i) =>
    lines[i]!.productId === null || r.status === "variant_required"
      ? { ...r, status: "unavailable" as const }
      : withPrice(result.cart, lines[i]!, r),
  );
  return { ...result, report };
}
