import "server-only";
import { asc, eq } from "drizzle-orm";
import { mediaUrl } from "@/lib/media-url";
import { stripHtml } from "@/lib/text";
import { foldTurkish } from "@/lib/turkish";

import type { Db } from "@/server/platform/db/client";
import { brands, categories, productImages, products, productVariants } from "@/server/platform/db/schema";
import { popularity, type SearchDocument } from "./search-index";

/** A brand or category beats products that match it equally well: it leads to all of them. */
const NAVIGATIONAL = popularity(true, true, Number.MAX_SAFE_INTEGER);

/**
 * The name without a leading brand name: the client shows "{brandName} {name}", and our product
 * names already start with the brand ("Lumora UV-1200 Flatbed Yazıcı"), which would show it twice.
 */
function withoutBrand(name: string, brand: string | undefined): string {
  if (!brand) return name;
  const head = name.slice(0, brand.length);
  const rest = name.slice(brand.length);
  return foldTurkish(head) === foldTurkish(brand) && /^\s+\S/.test(rest) ? rest.trim() : name;
}

const optionalMedia = (key: string | null | undefined) => (key ? mediaUrl(key) : null);

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * Everything search can find, read in id order so both database back ends give the same index: active
 * products (with their brand, category path, codes and texts), brands, and categories (type "navigation").
 */
export async function loadSearchDocuments(database: Db): Promise<SearchDocument[]> {
  const [productRows, imageRows, variantRows, brandRows, categoryRows] = await Promise.all([
    database
      .select({
        id: products.id,
        code: products.code,
        slug: products.slug,
        name: products.name,
        shortDescription: products.shortDescription,
        description: products.description,
        brandId: products.brandId,
        categoryId: products.categoryId,
        soldCount: products.soldCount,
        // A product's stock counts its variants' units.
        stock: products.stock,
        isBestSellingProduct: products.isBestSellingProduct,
        attributes: products.attributes,
      })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id)),
    database
      .selectDistinctOn([productImages.productId], { productId: productImages.productId, mediaKey: productImages.mediaKey })
      .from(productImages)
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id)),
    database
      .select({ productId: productVariants.productId, code: productVariants.code, attributes: productVariants.attributes })
      .from(productVariants)
      .orderBy(asc(productVariants.id)),
    database.select({ id: brands.id, slug: brands.slug, name: brands.name, logoKey: brands.logoKey }).from(brands).orderBy(asc(brands.id)),
    database
      .select({
        id: categories.id,
        parentId: categories.parentId,
        slug: categories.slug,
        name: categories.name,
        imageKey: categories.imageKey,
      })
      .from(categories)
      .orderBy(asc(categories.id)),
  ]);

  const imageOf = new Map(imageRows.map((r) => [r.productId, r.mediaKey]));
  const variantCodes = groupBy(variantRows, (r) => r.productId);
  const brandOf = new Map(brandRows.map((b) => [b.id, b]));
  const categoryOf = new Map(categoryRows.map((c) => [c.id, c]));
  const trail = new Map<number, string[]>();
  // A product is found by its category and every ancestor ("makine" finds everything under Makineler).
  const categoryTrail = (id: number): string[] => {
    const known = trail.get(id);
    if (known) return known;
    const names: string[] = [];
    const seen = new Set<number>();
    for (let c = categoryOf.get(id); c && !seen.has(c.id); c = c.parentId === null ? undefined : categoryOf.get(c.parentId)) {
      seen.add(c.id);
      names.push(c.name);
    }
    trail.set(id, names);
    return names;
  };

  const productDocs = productRows.map((p): SearchDocument => {
    const brand = p.brandId === null ? undefined : brandOf.get(p.brandId);
    const variants = variantCodes.get(p.id) ?? [];
    return {
      type: "product",
      id: p.id,
      slug: p.slug,
      name: withoutBrand(p.name, brand?.name),
      fullName: p.name,
      brandName: brand?.name ?? null,
      image: optionalMedia(imageOf.get(p.id)),
      popularity: popularity(p.stock > 0, p.isBestSellingProduct, p.soldCount),
      codes: [p.code, ...variants.map((v) => v.code)],
      brand: brand?.name,
      categories: categoryTrail(p.categoryId),
      // Attribute values (own and the variants': "Magenta", "500 ml") are found like the description, and
      // come first: only the first MAX_DESCRIPTION_WORDS words are indexed.
      description: [
        ...Object.values(p.attributes),
        ...variants.flatMap((v) => Object.values(v.attributes)),
        p.shortDescription,
        stripHtml(p.description),
      ].join(" "),
    };
  });
  const brandDocs = brandRows.map(
    (b): SearchDocument => ({
      type: "brand",
      id: b.id,
      slug: b.slug,
      name: b.name,
      brandName: null,
      image: optionalMedia(b.logoKey),
      popularity: NAVIGATIONAL,
    }),
  );
  const categoryDocs = categoryRows.map(
    (c): SearchDocument => ({
      type: "navigation",
      id: c.id,
      slug: c.slug,
      name: c.name,
      brandName: null,
      image: optionalMedia(c.imageKey),
      popularity: NAVIGATIONAL,
    }),
  );
  return [...brandDocs, ...categoryDocs, ...productDocs];
}
