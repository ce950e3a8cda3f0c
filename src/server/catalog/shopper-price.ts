import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { type GroupTerms, resolveUnitPrice, type UnitPrice } from "@/lib/shopper-price";
import { type Db, db, type Tx } from "@/server/platform/db/client";
import { customerGroupMembers, customerGroupPrices, customerGroups, volumePrices } from "@/server/platform/db/schema";
import { shopperCached } from "@/server/platform/runtime/cache";
import type { ProductListItem } from "./snapshot";

/**
 * The shop's one pricing function for a shopper (docs/PRODUCT.md, "Business prices"): listings, the product page,
 * the search results, the cart and the placed order all ask it what one unit costs this shopper at a quantity.
 *
 * It is applied per request, after every shared cache: the catalogue snapshot, the product page's data, the
 * search index and the guests' page cache hold public prices only, and nothing it answers is ever stored in them.
 */

export type ShopperGroup = { id: number; name: string };
export type PricedItem = { productId: number; variantId?: number | null; quantity: number; publicPrice: number };

export type ShopperPricing = {
  /** The shopper's customer group; null for guests and customers in none. */
  group: ShopperGroup | null;
  unitPrice: (item: PricedItem) => UnitPrice;
};

const keyOf = (productId: number, variantId: number | null | undefined) => `${productId}:${variantId ?? ""}`;

function byItem<T extends { productId: number; variantKey: string }>(rows: T[]) {
  const map = new Map<string, T[]>();
  for (const r of rows) {
    const key = `${r.productId}:${r.variantKey}`;
    map.set(key, [...(map.get(key) ?? []), r]);
  }
  // A variant's own rows, else the product's.
  return (productId: number, variantId: number | null | undefined) =>
    (variantId != null ? map.get(keyOf(productId, variantId)) : undefined) ?? map.get(keyOf(productId, null)) ?? [];
}

type GroupTermsRow = ShopperGroup & { discountPercent: number };

async function readGroup(userId: string, q: Db | Tx): Promise<GroupTermsRow | null> {
  const [row] = await q
    .select({ id: customerGroups.id, name: customerGroups.name, discountPercent: customerGroups.discountPercent })
    .from(customerGroupMembers)
    .innerJoin(customerGroups, eq(customerGroups.id, customerGroupMembers.groupId))
    .where(eq(customerGroupMembers.userId, userId));
  return row ?? null;
}

/**
 * The customer's group, or null: read in `q` when given (a cart or an order prices inside its own transaction),
 * else as every page of theirs reads it, from what is kept about shoppers.
 */
async function shopperGroup(userId: string | null, q: Db | Tx | undefined): Promise<GroupTermsRow | null> {
  if (!userId) return null;
  return q ? readGroup(userId, q) : shopperCached(`group ${userId}`, () => readGroup(userId, db()));
}

/**
 * Loads what prices `productIds` for the shopper `userId` (null: a guest): their group's terms and, when
 * `withVolume`, the products' quantity breaks (listings price one unit and skip them: a break starts at 2).
 * Carts and orders pass `q`, and everything is read in it; pages do not, and the group comes from what is kept.
 */
export async function shopperPricing(
  userId: string | null,
  productIds: readonly number[],
  { withVolume = true, q }: { withVolume?: boolean; q?: Db | Tx } = {},
): Promise<ShopperPricing> {
  const ids = [...new Set(productIds)];
  const group = await shopperGroup(userId, q);
  const exec = q ?? db();
  const [fixedRows, breakRows] = await Promise.all([
    group && ids.length > 0
      ? exec
          .select({
            productId: customerGroupPrices.productId,
            variantKey: customerGroupPrices.variantKey,
            price: customerGroupPrices.price,
          })
          .from(customerGroupPrices)
          .where(and(eq(customerGroupPrices.groupId, group.id), inArray(customerGroupPrices.productId, ids)))
      : [],
    withVolume && ids.length > 0 ? volumeBreaksOf(ids, exec) : [],
  ]);
  const fixedOf = byItem(fixedRows);
  const breaksOf = byItem(breakRows);
  return {
    group: group && { id: group.id, name: group.name },
    unitPrice: ({ productId, variantId, quantity, publicPrice }) => {
      const terms: GroupTerms | null = group && {
        discountPercent: group.discountPercent,
        fixedPrice: fixedOf(productId, variantId)[0]?.price ?? null,
      };
      return resolveUnitPrice(publicPrice, quantity, terms, breaksOf(productId, variantId));
    },
  };
}

/** Every quantity break of the products, lowest quantity first. */
export function volumeBreaksOf(productIds: readonly number[], q: Db | Tx = db()) {
  return q
    .select({
      productId: volumePrices.productId,
      variantId: volumePrices.variantId,
      variantKey: volumePrices.variantKey,
      minQuantity: volumePrices.minQuantity,
      price: volumePrices.price,
    })
    .from(volumePrices)
    .where(inArray(volumePrices.productId, [...productIds]))
    .orderBy(volumePrices.productId, volumePrices.variantKey, volumePrices.minQuantity);
}

/**
 * Listed products (cards) with the shopper's price for one unit of the listed variant, on copies of the shared
 * (cached, public) data; guests and customers in no group get the list untouched.
 */
export async function withOwnListPrices(userId: string | null, products: ProductListItem[]): Promise<ProductListItem[]> {
  if (!userId || products.length === 0) return products;
  const pricing = await shopperPricing(
    userId,
    products.map((p) => p.productId),
    { withVolume: false },
  );
  const group = pricing.group;
  if (!group) return products;
  return products.map((p) => {
    const own = pricing.unitPrice({ productId: p.productId, variantId: p.variantId, quantity: 1, publicPrice: p.salesPrice });
    return own.kind === "public" ? p : { ...p, ownPrice: { price: own.price, group: group.name } };
  });
}
