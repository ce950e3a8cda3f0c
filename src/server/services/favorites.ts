import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { t } from "@/i18n/server";
import type { ProductSummary } from "@/modules/social/types";
import { db } from "@/server/db/client";
import { favorites, products } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { catalogSnapshot } from "./catalog-snapshot";

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

/** Active products by id, in the order given, as the account pages and toasts show them (from the catalogue snapshot). */
export async function productSummaries(ids: number[]): Promise<ProductSummary[]> {
  const { productById } = await catalogSnapshot();
  return ids.flatMap((id) => {
    const p = productById.get(id);
    return p ? [{ id: p.productId, name: p.name, slug: p.slug, image: p.image?.src ?? null, price: p.salesPrice }] : [];
  });
}

export async function addFavorite(userId: string, productId: number): Promise<void> {
  await requireActiveProduct(productId);
  await db().insert(favorites).values({ userId, productId }).onConflictDoNothing();
}

/** Idempotent: removing a product that is not a favourite changes nothing and is not an error. */
export async function removeFavorite(userId: string, productId: number): Promise<void> {
  await db()
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
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

/** Which of these products the customer has favourited (one query for a whole listing). */
export async function favoriteIds(userId: string, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db()
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.productId, productIds)));
  return new Set(rows.map((r) => r.productId));
}
