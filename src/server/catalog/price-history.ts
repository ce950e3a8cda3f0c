import "server-only";
import { and, gt, inArray, lte, sql } from "drizzle-orm";
import { lawfulPreviousPrice, PRICE_RULE_MS, type PricePeriod } from "@/lib/price-rule";
import { type Db, db, type Tx } from "@/server/platform/db/client";
import { priceHistory } from "@/server/platform/db/schema";
import { cacheTags, invalidate } from "@/server/platform/runtime/cache";

/** One item's new sales price: a product's own (variantId null) or a variant's. */
export type PriceChange = { productId: number; variantId?: number | null; price: number; startsAt?: Date };

const BATCH = 500;

/** Records new prices in the caller's transaction; every writer of a sales price calls it (staff, CSV, seed). */
export async function recordPrices(tx: Db | Tx, changes: readonly PriceChange[]) {
  for (let i = 0; i < changes.length; i += BATCH)
    await tx
      .insert(priceHistory)
      .values(
        changes
          .slice(i, i + BATCH)
          .map((c) => ({ productId: c.productId, variantId: c.variantId ?? null, price: c.price, startsAt: c.startsAt })),
      );
}

const keyOf = (productId: number, variantId: number | null | undefined) => (variantId ? `v${variantId}` : `p${productId}`);

/** What the shop may strike through: the previous price the 30-day rule allows, or the sales price itself when none. */
export type PriceRule = (item: {
  productId: number;
  variantId?: number | null;
  salesPrice: number;
  unDiscountedSalesPrice: number;
}) => number;

/**
 * The price history that can still matter at `now` (periods that ended within the last 60 days and the current
 * ones), of the given products or of all, as a {@link PriceRule}.
 */
export async function loadPriceRule(productIds?: readonly number[], now = new Date(), q: Db | Tx = db()): Promise<PriceRule> {
  const since = new Date(now.getTime() - 2 * PRICE_RULE_MS);
  const periods = q
    .select({
      productId: priceHistory.productId,
      variantId: priceHistory.variantId,
      price: priceHistory.price,
      startsAt: priceHistory.startsAt,
      endsAt:
        sql<Date | null>`lead(${priceHistory.startsAt}) over (partition by ${priceHistory.productId}, ${priceHistory.variantId} order by ${priceHistory.startsAt}, ${priceHistory.id})`.as(
          "ends_at",
        ),
    })
    .from(priceHistory)
    .where(productIds ? inArray(priceHistory.productId, [...productIds]) : undefined)
    .as("periods");
  const rows = await q
    .select()
    .from(periods)
    .where(sql`${periods.endsAt} is null or ${periods.endsAt} > ${since.toISOString()}`)
    .orderBy(periods.productId, periods.variantId, periods.startsAt);
  const history = new Map<string, PricePeriod[]>();
  for (const r of rows) {
    const key = keyOf(r.productId, r.variantId);
    const list = history.get(key) ?? [];
    list.push({ price: r.price, startsAt: new Date(r.startsAt).getTime() });
    history.set(key, list);
  }
  return (item) =>
    lawfulPreviousPrice(
      history.get(keyOf(item.productId, item.variantId)) ?? [],
      item.salesPrice,
      item.unDiscountedSalesPrice,
      now.getTime(),
    ) ?? item.salesPrice;
}

/**
 * A discount's 30 days end with no edit: when one ended since the last run (`lookbackMs`), the catalogue version
 * moves on so that every cache and the search index drop the struck price. Run by the scheduled job.
 */
export async function expireShownDiscounts(now: Date, lookbackMs: number): Promise<{ expired: boolean }> {
  const boundary = now.getTime() - PRICE_RULE_MS;
  const [row] = await db()
    .select({ id: priceHistory.id })
    .from(priceHistory)
    .where(and(gt(priceHistory.startsAt, new Date(boundary - lookbackMs)), lte(priceHistory.startsAt, new Date(boundary))))
    .limit(1);
  if (row) await invalidate(cacheTags.catalog);
  return { expired: Boolean(row) };
}
