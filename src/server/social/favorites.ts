import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { t } from "@/i18n/server";
import { catalogSnapshot, type ProductListItem } from "@/server/catalog";
import { db } from "@/server/platform/db/client";
import { favorites, products } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";
import { shopperCached, shoppersChanged } from "@/server/platform/runtime/cache";
import type { ProductSummary } from "@/shared/social/types";

/** The product a customer favourites, collects or reviews: active, or 404. */
export async function requireActiveProduct(productId: number) {
  const [row] = await db()
    .select({ id: products.id, salesPrice: products.salesPrice, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  if (!row) throw notFound(t("social:errors.productNotFound"));
  return row;
}

/** A catalogue product as the account pages and toasts show it. */
export const listItemSummary = (p: ProductListItem): ProductSummary => ({
  id: p.productId,
  name: p.name,
  slug: p.slug,
  image: p.image?.src ?? null,
  price: p.salesPrice,
});

/** Active products by id, in the order given (from the catalogue snapshot). */
export async function productSummaries(ids: number[]): Promise<ProductSummary[]> {
  const { productById } = await catalogSnapshot();
  return ids.flatMap((id) => {
    const p = productById.get(id);
    return p ? [listItemSummary(p)] : [];
  });
}

export async function addFavorite(userId: string, productId: number): Promise<void> {
  await requireActiveProduct(productId);
  await db().insert(favorites).values({ userId, productId }).onConflictDoNothing();
  await shoppersChanged();
}

/** Idempotent: removing a product that is not a favourite changes nothing and is not an error. */
export async function removeFavorite(userId: string, productId: number): Promise<void> {
  await db()
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
  await shoppersChanged();
}

/** Newest first. */
export async function favoriteProducts(userId: string): Promise<ProductSummary[]> {
  const rows = await db()
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), asc(favorites.productId));
  return productSummaries(rows.map((r) => r.productId));
}

/**
 * Every product the customer has favourited: one read serves a whole page of cards and the product's own button,
 * and is kept for their next pages until a favourite changes.
 */
export async function favoriteIds(userId: string): Promise<Set<number>> {
  const ids = await shopperCached(`favorites ${userId}`, async () => {
    const rows = await db().select({ productId: favorites.productId }).from(favorites).where(eq(favorites.userId, userId));
    return rows.map((r) => r.productId);
  });
  return new Set(ids);
}
