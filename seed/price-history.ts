import type { priceHistory } from "@/server/platform/db/schema";

const DAY_MS = 86_400_000;

type Priced = { productId: number; variantId?: number | null; salesPrice: number; unDiscountedSalesPrice: number };

/**
 * The price history a seeded item starts with: a demo discount is the list price for the 40 days before the seed
 * and the sales price since ten days ago, so the 30-day rule shows it struck through for the next 20 days; an item
 * without a discount has had its price for 40 days.
 */
export function seededPriceHistory(items: readonly Priced[], now = Date.now()): (typeof priceHistory.$inferInsert)[] {
  const since = new Date(now - 40 * DAY_MS);
  return items.flatMap((i) => {
    const item = { productId: i.productId, variantId: i.variantId ?? null };
    return i.unDiscountedSalesPrice > i.salesPrice
      ? [
          { ...item, price: i.unDiscountedSalesPrice, startsAt: since },
          { ...item, price: i.salesPrice, startsAt: new Date(now - 10 * DAY_MS) },
        ]
      : [{ ...item, price: i.salesPrice, startsAt: since }];
  });
}
