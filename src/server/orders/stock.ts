import "server-only";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "@/server/platform/db/client";
import { orderItems, products, productVariants } from "@/server/platform/db/schema";
import { announceProducts } from "@/server/platform/live/publish";
import { cacheTags, invalidate } from "@/server/platform/runtime/cache";

/** What a cart or order line names: its product (gone when deleted from an old order) and its variant, if any. */
export type StockLine = { productId: number | null; variantId: number | null };

/**
 * The one way units move, for a sale (`change` negative) and for a cancellation (positive) alike: on the
 * variant, when the line has one, and on the product, whose stock counts its variants' units and whose units
 * sold (best-seller order, search ties) count the other way. Each update is
 * conditional on the stock staying at zero or above, so two orders racing for the last unit cannot both get it
 * (and a database check keeps both columns from going below zero). Answers whether every row the line names
 * moved; a sale refuses otherwise, a cancellation gives back to the rows that still exist. The product's row
 * is taken before the variant's, so that orders and cancellations that go through their lines by product
 * (and variant) take rows in one order and never wait on each other in a circle.
 */
export async function moveStock(tx: Tx, line: StockLine, change: number): Promise<boolean> {
  const product =
    line.productId === null ||
    (
      await tx
        .update(products)
        // Units sold move the other way: a sale counts them, a cancellation takes them back off.
        .set({ stock: sql`${products.stock} + ${change}`, soldCount: sql`greatest(${products.soldCount} - ${change}, 0)` })
        .where(and(eq(products.id, line.productId), gte(products.stock, -change)))
        .returning({ id: products.id })
    ).length > 0;
  const variant =
    line.variantId === null ||
    (
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${change}` })
        .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, -change)))
        .returning({ id: productVariants.id })
    ).length > 0;
  return product && variant;
}

/**
 * A cancellation gives every line's units back the way the sale took them (moveStock), rows in the sale's order.
 * Answers the products whose stock came back (announce them with `stockGivenBack` after the commit).
 */
export async function restoreStock(tx: Tx, orderId: number): Promise<number[]> {
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId), asc(orderItems.variantId));
  for (const line of lines) await moveStock(tx, line, line.quantity);
  return productsOf(lines);
}

/** The products lines name, once each (a line of a deleted product names none). */
export const productsOf = (lines: readonly StockLine[]): number[] => [
  ...new Set(lines.flatMap((l) => (l.productId === null ? [] : [l.productId]))),
];

/**
 * After the commit of a cancellation or an approved return: the catalogue's version moves on, then every open page
 * of those products hears that their stock changed (docs/adr/0013), as a sale announces the stock it took.
 */
export async function stockGivenBack(productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await invalidate(cacheTags.catalog);
  await announceProducts(productIds);
}
