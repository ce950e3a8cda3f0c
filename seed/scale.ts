import { like, sql } from "drizzle-orm";
import { slugify } from "@/lib/turkish";
import type { Db } from "@/server/platform/db/client";
import { brands, categories, priceHistory, productImages, products, urlSlugs } from "@/server/platform/db/schema";
import { SYNTHETIC_POOL_SIZE, syntheticImageKey, syntheticPoolJobs } from "./catalog-media";
import { type Family, familyOfSlug, type SectionKey } from "./catalog-tree";
import { familySpec } from "./families";
import { brandNames } from "./format";
import { ensureMedia } from "./media";
import { seededPriceHistory } from "./price-history";
import { createRng } from "./prng";
import { finishProduct } from "./product-builder";
import { allocateIds, insertBatches } from "./sql-helpers";

type Leaf = { id: number; slug: string; section: string };

const qualifiers = [
  "Kompakt",
  "Endüstriyel",
  "Yüksek Hızlı",
  "Ekonomik",
  "Profesyonel",
  "Yeni Nesil",
  "Akıllı",
  "Çift Taraflı",
  "Sessiz",
  "Eko",
];
const sectionFamily: Record<SectionKey, Family> = {
  makineler: "flatbed",
  "sarf-malzemeler": "ink-uv",
  "uv-kurleme": "uv-part",
  uygulamalar: "app-packaging",
};
const sectionOrder: string[] = ["makineler", "sarf-malzemeler", "uv-kurleme", "uygulamalar"];

export const syntheticCode = (n: number) => `SYN-${String(n).padStart(6, "0")}`;

async function loadLeaves(db: Db): Promise<Leaf[]> {
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId, path: categories.path })
    .from(categories);
  const parents = new Set(rows.map((r) => r.parentId).filter((id): id is number => id !== null));
  const slugById = new Map(rows.map((r) => [r.id, r.slug]));
  return rows
    .filter((r) => !parents.has(r.id))
    .sort((a, b) => a.id - b.id)
    .map((r) => ({ id: r.id, slug: r.slug, section: slugById.get(Number(r.path.split("/")[1])) ?? r.slug }));
}

/**
 * Adds a synthetic catalogue of `count` products (SYN-000001...) over the existing leaf categories and brands.
 * Codes that already exist are skipped, so running it twice (or with a larger count later) never duplicates.
 */
export async function seedScale(db: Db, count: number, opts?: { log?: (line: string) => void }): Promise<{ inserted: number }> {
  const log = opts?.log ?? (() => {});
  const started = Date.now();
  const leaves = await loadLeaves(db);
  const brandRows = await db.select({ id: brands.id, slug: brands.slug }).from(brands).orderBy(brands.id);
  if (leaves.length === 0 || brandRows.length === 0) throw new Error("seedScale needs categories and brands: run seedDemo first");
  const brandIds = new Map(brandRows.map((b) => [b.slug, b.id]));
  const existing = new Set(
    (await db.select({ code: products.code }).from(products).where(like(products.code, "SYN-%"))).map((r) => r.code),
  );
  const todo = Array.from({ length: count }, (_, i) => i + 1).filter((n) => !existing.has(syntheticCode(n)));
  if (todo.length === 0) {
    log(`seedScale: all ${count} synthetic products already present`);
    return { inserted: 0 };
  }
  await ensureMedia(db, syntheticPoolJobs());

  let inserted = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7264502)`);
    const chunk = 2000;
    for (let start = 0; start < todo.length; start += chunk) {
      const numbers = todo.slice(start, start + chunk);
      const ids = await allocateIds(tx, "products", numbers.length);
      const rows = numbers.map((n, i) => {
        const leaf = leaves[n % leaves.length] as Leaf;
        const spec = familySpec(familyOfSlug.get(leaf.slug) ?? sectionFamily[leaf.section as SectionKey] ?? "uv-part");
        const brandKey = spec.brands[n % spec.brands.length] as string;
        const rng = createRng(`syn:${n}`);
        const p = finishProduct(spec, rng, -1, brandKey, leaf.slug);
        const brandName = brandNames[brandKey] ?? "";
        const name = p.name.replace(brandName, `${brandName} ${rng.pick(qualifiers)}`);
        const code = syntheticCode(n);
        const sectionIndex = Math.max(0, sectionOrder.indexOf(leaf.section));
        return {
          image: syntheticImageKey((sectionIndex * 5 + (n % 5)) % SYNTHETIC_POOL_SIZE),
          row: {
            id: ids[i] as number,
            code,
            slug: slugify(`${name} ${code}`),
            name,
            shortDescription: p.shortDescription,
            description: p.description,
            brandId: brandIds.get(brandKey) ?? brandRows[n % brandRows.length]?.id ?? null,
            categoryId: leaf.id,
            salesPrice: p.salesPrice,
            unDiscountedSalesPrice: p.unDiscountedSalesPrice,
            taxRate: 20,
            stock: p.stock,
            soldCount: p.soldCount,
            isBestSellingProduct: p.isBestSellingProduct,
            isNewProduct: p.isNewProduct,
            isSuggestedProduct: p.isSuggestedProduct,
            estimatedDeliveryDuration: p.estimatedDeliveryDuration,
            specifications: p.specifications,
            attributes: p.attributes,
            createdAt: p.createdAt,
            updatedAt: p.createdAt,
          },
        };
      });
      const done = new Set<number>();
      for (let i = 0; i < rows.length; i += 200) {
        const out = await tx
          .insert(products)
          .values(rows.slice(i, i + 200).map((r) => r.row))
          .onConflictDoNothing()
          .returning({ id: products.id });
        for (const r of out) done.add(r.id);
      }
      const kept = rows.filter((r) => done.has(r.row.id));
      await insertBatches(tx, priceHistory, seededPriceHistory(kept.map((r) => ({ ...r.row, productId: r.row.id }))), 500);
      await insertBatches(
        tx,
        productImages,
        kept.map((r) => ({ productId: r.row.id, mediaKey: r.image, alt: r.row.name, position: 0 })),
        500,
      );
      await insertBatches(
        tx,
        urlSlugs,
        kept.map((r) => ({ slug: r.row.slug, kind: "product" as const, entityId: r.row.id })),
        500,
        true,
      );
      inserted += kept.length;
      log(`seedScale: ${inserted}/${todo.length} products (${Date.now() - started} ms)`);
    }
  });
  return { inserted };
}
