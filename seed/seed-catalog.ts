import { isReservedSlug } from "@/lib/reserved-slugs";
import {
  brands,
  categories,
  priceHistory,
  productAttachments,
  productImages,
  products,
  productVariants,
  relatedProducts,
  urlSlugs,
} from "@/server/platform/db/schema";
import { brandDefs } from "./brands";
import {
  brandLogoKey,
  categoryImageKey,
  datasheetKey,
  hasDatasheet,
  productImageAlt,
  productImageKey,
  variantImageKey,
} from "./catalog-media";
import { catalogTree, type SectionKey } from "./catalog-tree";
import { seededPriceHistory } from "./price-history";
import type { BuiltProduct } from "./product-builder";
import { allocateIds, type Exec, insertBatches } from "./sql-helpers";
import { SEED_BASE_DATE } from "./time";

export type SeededProduct = BuiltProduct & { id: number; categoryId: number; variantIds: number[] };
export type CatalogRefs = {
  sectionIds: Record<SectionKey, number>;
  categoryIds: Map<string, number>;
  brandIds: Map<string, number>;
  products: SeededProduct[];
};

/** Category and brand slugs, which product slugs must not reuse. */
export function catalogueSlugs(): Set<string> {
  const slugs = new Set<string>();
  for (const s of [...catalogTree.flatMap((c) => [c.key, ...c.leaves.map((l) => l.slug)]), ...brandDefs.map((b) => b.slug)]) {
    if (slugs.has(s) || isReservedSlug(s)) throw new Error(`seed slug "${s}" is duplicated or reserved`);
    slugs.add(s);
  }
  return slugs;
}

async function seedCategories(exec: Exec) {
  const leafCount = catalogTree.reduce((n, s) => n + s.leaves.length, 0);
  const ids = await allocateIds(exec, "categories", catalogTree.length + leafCount);
  const sectionIds = {} as Record<SectionKey, number>;
  const categoryIds = new Map<string, number>();
  const rows: (typeof categories.$inferInsert)[] = [];
  let next = catalogTree.length;
  catalogTree.forEach((section, si) => {
    const sid = ids[si] as number;
    sectionIds[section.key] = sid;
    categoryIds.set(section.key, sid);
    rows.push({
      id: sid,
      parentId: null,
      slug: section.key,
      name: section.name,
      description: section.description,
      path: `/${sid}`,
      depth: 0,
      order: si + 1,
      imageKey: categoryImageKey(section.key),
    });
    section.leaves.forEach((leaf, li) => {
      const id = ids[next++] as number;
      categoryIds.set(leaf.slug, id);
      rows.push({
        id,
        parentId: sid,
        slug: leaf.slug,
        name: leaf.name,
        description: leaf.description,
        path: `/${sid}/${id}`,
        depth: 1,
        order: li + 1,
        imageKey: categoryImageKey(leaf.slug),
      });
    });
  });
  await insertBatches(exec, categories, rows);
  await insertBatches(
    exec,
    urlSlugs,
    rows.map((r) => ({ slug: r.slug, kind: "category" as const, entityId: r.id as number })),
  );
  return { sectionIds, categoryIds };
}

async function seedBrands(exec: Exec) {
  const ids = await allocateIds(exec, "brands", brandDefs.length);
  const rows = brandDefs.map((b, i) => ({
    id: ids[i] as number,
    slug: b.slug,
    name: b.name,
    description: b.description,
    logoKey: brandLogoKey(b.slug),
  }));
  await insertBatches(exec, brands, rows);
  await insertBatches(
    exec,
    urlSlugs,
    rows.map((r) => ({ slug: r.slug, kind: "brand" as const, entityId: r.id })),
  );
  return new Map(brandDefs.map((b, i) => [b.key, ids[i] as number]));
}

export async function seedCatalog(exec: Exec, built: BuiltProduct[]): Promise<CatalogRefs> {
  const { sectionIds, categoryIds } = await seedCategories(exec);
  const brandIds = await seedBrands(exec);
  const ids = await allocateIds(exec, "products", built.length);
  const variantIds = await allocateIds(
    exec,
    "product_variants",
    built.reduce((n, p) => n + p.variants.length, 0),
  );
  let v = 0;
  const seeded: SeededProduct[] = built.map((p, i) => ({
    ...p,
    id: ids[i] as number,
    categoryId: categoryIds.get(p.leafSlug) as number,
    variantIds: p.variants.map(() => variantIds[v++] as number),
  }));

  await insertBatches(
    exec,
    products,
    seeded.map((p) => ({
      id: p.id,
      code: p.code,
      slug: p.slug,
      name: p.name,
      shortDescription: p.shortDescription,
      description: p.description,
      brandId: brandIds.get(p.brandKey) ?? null,
      categoryId: p.categoryId,
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
      updatedAt: SEED_BASE_DATE,
    })),
    100,
  );
  await insertBatches(
    exec,
    productVariants,
    seeded.flatMap((p) =>
      p.variants.map((vr, j) => ({
        id: p.variantIds[j] as number,
        productId: p.id,
        code: vr.code,
        attributes: vr.attributes,
        salesPrice: vr.salesPrice,
        unDiscountedSalesPrice: vr.unDiscountedSalesPrice,
        stock: vr.stock,
        position: j,
        imageKey: vr.colour ? variantImageKey(p.code, vr.colour.name) : null,
      })),
    ),
  );
  await insertBatches(
    exec,
    priceHistory,
    seededPriceHistory(
      seeded.flatMap((p) => [
        { productId: p.id, salesPrice: p.salesPrice, unDiscountedSalesPrice: p.unDiscountedSalesPrice },
        ...p.variants.map((vr, j) => ({ ...vr, productId: p.id, variantId: p.variantIds[j] })),
      ]),
    ),
    500,
  );
  await insertBatches(
    exec,
    productImages,
    seeded.flatMap((p) =>
      Array.from({ length: p.imageCount }, (_, n) => ({
        productId: p.id,
        mediaKey: productImageKey(p.code, n + 1),
        alt: productImageAlt(p.name, n + 1),
        position: n,
      })),
    ),
  );
  await insertBatches(
    exec,
    productAttachments,
    seeded.filter(hasDatasheet).map((p) => ({
      productId: p.id,
      mediaKey: datasheetKey(p.code),
      title: "Teknik Veri Sayfası (PDF)",
      position: 0,
    })),
  );
  await insertBatches(exec, relatedProducts, relatedPairs(seeded));
  await insertBatches(
    exec,
    urlSlugs,
    seeded.map((p) => ({ slug: p.slug, kind: "product" as const, entityId: p.id })),
  );
  return { sectionIds, categoryIds, brandIds, products: seeded };
}

/** Neighbours at distance 1 and 2 in each category's ring: 4 per product, and symmetric. */
function relatedPairs(seeded: SeededProduct[]) {
  const byLeaf = new Map<string, SeededProduct[]>();
  for (const p of seeded) byLeaf.set(p.leafSlug, [...(byLeaf.get(p.leafSlug) ?? []), p]);
  const pairs: { productId: number; relatedId: number }[] = [];
  for (const list of byLeaf.values()) {
    const n = list.length;
    list.forEach((p, i) => {
      const offsets = n >= 5 ? [-2, -1, 1, 2] : [...Array(n).keys()].slice(1);
      for (const o of offsets) pairs.push({ productId: p.id, relatedId: (list[(i + o + n) % n] as SeededProduct).id });
    });
  }
  return pairs;
}
