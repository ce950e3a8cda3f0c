import "server-only";
import { asc, eq, ilike, or, sql } from "drizzle-orm";
import { recordPrices } from "@/server/catalog/price-history";
import { recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { products } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";
import { announceProducts } from "@/server/platform/live/publish";
import { cacheTags, invalidate } from "@/server/platform/runtime/cache";
import { type EditableProduct, editableKeys } from "@/shared/catalog/manage-products";
import { ADMIN_PAGE_SIZE, pageOffset } from "@/shared/paging";

/** After a committed catalogue change: the storefront cache and the search index (which watches this tag) reload. */
export const invalidateCatalog = () => invalidate(cacheTags.catalog);

const columns = {
  id: products.id,
  code: products.code,
  slug: products.slug,
  ...Object.fromEntries(editableKeys.map((k) => [k, products[k]])),
} as { id: typeof products.id; code: typeof products.code; slug: typeof products.slug } & {
  [K in (typeof editableKeys)[number]]: (typeof products)[K];
};

export type AdminProduct = { id: number; code: string; slug: string } & EditableProduct;

export async function listAdminProducts(query: string, page = 1): Promise<{ items: AdminProduct[]; total: number }> {
  const q = query.trim();
  const where = q ? or(ilike(products.name, `%${q}%`), ilike(products.code, `%${q}%`)) : undefined;
  const [items, [count]] = await Promise.all([
    db().select(columns).from(products).where(where).orderBy(asc(products.name)).limit(ADMIN_PAGE_SIZE).offset(pageOffset(page)),
    db().select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { items, total: count?.n ?? 0 };
}

export async function getAdminProduct(id: number): Promise<AdminProduct | null> {
  const [row] = await db().select(columns).from(products).where(eq(products.id, id));
  return row ?? null;
}

export function changedFields(before: EditableProduct, after: EditableProduct): Partial<EditableProduct> {
  const diff: Partial<EditableProduct> = {};
  for (const k of editableKeys) if (before[k] !== after[k]) Object.assign(diff, { [k]: after[k] });
  return diff;
}

/** A saved change of a product's editable fields, for what other domains do after it (price alarms). */
export type ProductEdit = { id: number; before: EditableProduct; after: EditableProduct };

/**
 * Saves a product edit, records it and makes the storefront and search see it on the next request; answers the
 * product and the edit it made (none when nothing changed).
 */
export async function updateProduct(
  actorId: string,
  id: number,
  input: EditableProduct,
): Promise<{ product: AdminProduct; edits: ProductEdit[] }> {
  const { before, product, changed } = await db().transaction(async (tx) => {
    const [before] = await tx.select(columns).from(products).where(eq(products.id, id)).for("update");
    if (!before) throw notFound();
    const diff = changedFields(before, input);
    if (Object.keys(diff).length === 0) return { before, product: before, changed: false };
    await tx
      .update(products)
      .set({ ...diff, updatedAt: new Date() })
      .where(eq(products.id, id));
    if (diff.salesPrice !== undefined) await recordPrices(tx, [{ productId: id, price: diff.salesPrice }]);
    await recordAudit({ actorId, action: "product.update", entity: "product", entityId: id, before: pick(before, diff), after: diff }, tx);
    return { before, product: { ...before, ...diff }, changed: true };
  });
  if (changed) {
    await invalidateCatalog();
    await announceProducts([id]);
  }
  return { product, edits: changed ? [{ id, before, after: product }] : [] };
}

export function pick<T extends object>(source: T, keysOf: object): Partial<T> {
  return Object.fromEntries(Object.keys(keysOf).map((k) => [k, source[k as keyof T]])) as Partial<T>;
}
