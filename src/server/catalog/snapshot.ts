import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { discountPercent, isDiscounted } from "@/lib/discount";
import { mediaUrl } from "@/lib/media-url";
import { db } from "@/server/platform/db/client";
import { brands, categories, productImages, products, productVariants } from "@/server/platform/db/schema";
import { cached, cacheTags } from "@/server/platform/runtime/cache";
import { defaultVariant, pricesVary } from "@/shared/catalog/variant-offer";
import { loadPriceRule } from "./price-history";

/**
 * The catalogue as listings need it, loaded once per cache version and shared by every page view
 * (docs/adr/0006): listings, facets, home rails and related products are computed from this
 * in memory, so a page never pays a database round trip per product.
 */

export type CategoryNode = {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  description: string;
  depth: number;
  order: number;
  image: string | null;
  childIds: number[];
};

export type BrandInfo = { id: number; slug: string; name: string; description: string; logo: string | null };

export type ProductImage = { src: string; alt: string };

/** A product as listings and cards show it, plus what listings filter and sort on. */
export type ProductListItem = {
  productId: number;
  code: string;
  name: string;
  slug: string;
  brandId: number | null;
  categoryId: number;
  rating: number;
  reviewCount: number;
  image: ProductImage | null;
  /** The variant a product with variants is listed at (its default one); null for a product without. */
  variantId: number | null;
  /** The public price: a product with variants is priced at its default variant. */
  salesPrice: number;
  /** The struck-through previous price the 30-day rule allows (src/lib/price-rule.ts); the sales price when none. */
  unDiscountedSalesPrice: number;
  /** "Fiyat sorunuz": cards show those words instead of the price (which stays here, on the server, for sorting). */
  priceOnRequest: boolean;
  /** Its variants sell at other prices too: cards say "…'den başlayan". */
  priceFrom: boolean;
  /** Whole percent off the undiscounted price, 0 when not discounted. */
  discount: number;
  isDiscountedProduct: boolean;
  isBestSellingProduct: boolean;
  isNewProduct: boolean;
  isSuggestedProduct: boolean;
  estimatedDeliveryDuration: number;
  stock: number;
  soldCount: number;
  createdAt: number;
  attributes: Record<string, string>;
  /**
   * The signed-in customer's own price, set per request on a copy after every shared cache (never in the snapshot):
   * src/modules/catalog/shopper-prices.ts.
   */
  ownPrice?: { price: number; group: string } | null;
};

export type CatalogSnapshot = {
  categories: Map<number, CategoryNode>;
  brands: Map<number, BrandInfo>;
  products: ProductListItem[];
  productById: Map<number, ProductListItem>;
};

/** Uncached; pages use {@link catalogSnapshot}. */
export async function loadCatalogSnapshot(): Promise<CatalogSnapshot> {
  const [categoryRows, brandRows, productRows, imageRows, variantRows, previousPrice] = await Promise.all([
    db().select().from(categories).orderBy(asc(categories.depth), asc(categories.order), asc(categories.id)),
    db().select().from(brands).orderBy(asc(brands.name)),
    db()
      .select({
        productId: products.id,
        code: products.code,
        name: products.name,
        slug: products.slug,
        brandId: products.brandId,
        categoryId: products.categoryId,
        rating: products.rating,
        reviewCount: products.reviewCount,
        salesPrice: products.salesPrice,
        unDiscountedSalesPrice: products.unDiscountedSalesPrice,
        priceOnRequest: products.priceOnRequest,
        isBestSellingProduct: products.isBestSellingProduct,
        isNewProduct: products.isNewProduct,
        isSuggestedProduct: products.isSuggestedProduct,
        estimatedDeliveryDuration: products.estimatedDeliveryDuration,
        stock: products.stock,
        soldCount: products.soldCount,
        createdAt: products.createdAt,
        attributes: products.attributes,
      })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id)),
    // The first image of each product only: cards show one.
    db()
      .selectDistinctOn([productImages.productId], {
        productId: productImages.productId,
        mediaKey: productImages.mediaKey,
        alt: productImages.alt,
      })
      .from(productImages)
      .orderBy(productImages.productId, asc(productImages.position), sql`${productImages.id}`),
    db()
      .select({
        productId: productVariants.productId,
        variantId: productVariants.id,
        attributes: productVariants.attributes,
        salesPrice: productVariants.salesPrice,
        unDiscountedSalesPrice: productVariants.unDiscountedSalesPrice,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id)),
    loadPriceRule(),
  ]);

  const categoryMap = new Map<number, CategoryNode>();
  for (const c of categoryRows) {
    categoryMap.set(c.id, {
      id: c.id,
      parentId: c.parentId,
      slug: c.slug,
      name: c.name,
      description: c.description,
      depth: c.depth,
      order: c.order,
      image: c.imageKey ? mediaUrl(c.imageKey) : null,
      childIds: [],
    });
  }
  for (const c of categoryMap.values()) if (c.parentId !== null) categoryMap.get(c.parentId)?.childIds.push(c.id);

  const brandMap = new Map<number, BrandInfo>(
    brandRows.map((b) => [
      b.id,
      { id: b.id, slug: b.slug, name: b.name, description: b.description, logo: b.logoKey ? mediaUrl(b.logoKey) : null },
    ]),
  );
  const imageOf = new Map(imageRows.map((i) => [i.productId, { src: mediaUrl(i.mediaKey), alt: i.alt }]));

  const variantsOf = new Map<number, typeof variantRows>();
  for (const v of variantRows) variantsOf.set(v.productId, [...(variantsOf.get(v.productId) ?? []), v]);

  const list: ProductListItem[] = productRows.map((p) => {
    const variants = variantsOf.get(p.productId) ?? [];
    const variant = defaultVariant(variants);
    const offer = variant ?? p;
    const price = {
      salesPrice: offer.salesPrice,
      unDiscountedSalesPrice: previousPrice({ ...offer, productId: p.productId, variantId: variant?.variantId }),
    };
    return {
      ...p,
      ...price,
      variantId: variant?.variantId ?? null,
      priceFrom: pricesVary(variants),
      // Orders take units off the variant they buy: a product with variants has what its variants have.
      stock: variants.length > 0 ? variants.reduce((sum, v) => sum + v.stock, 0) : p.stock,
      rating: Number(p.rating),
      image: imageOf.get(p.productId) ?? null,
      discount: discountPercent(price),
      isDiscountedProduct: isDiscounted(price),
      createdAt: p.createdAt.getTime(),
    };
  });
  return { categories: categoryMap, brands: brandMap, products: list, productById: new Map(list.map((p) => [p.productId, p])) };
}

export const catalogSnapshot = () => cached(cacheTags.catalog, "snapshot", loadCatalogSnapshot);

/** The category and every category below it. */
export function categorySubtree(snapshot: CatalogSnapshot, rootId: number): Set<number> {
  const ids = new Set<number>();
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    if (ids.has(id)) continue;
    ids.add(id);
    stack.push(...(snapshot.categories.get(id)?.childIds ?? []));
  }
  return ids;
}

/** Root first: [section, category, …, the category itself]. */
export function categoryTrail(snapshot: CatalogSnapshot, id: number): CategoryNode[] {
  const trail: CategoryNode[] = [];
  let current = snapshot.categories.get(id);
  while (current && trail.length < 20) {
    trail.unshift(current);
    current = current.parentId === null ? undefined : snapshot.categories.get(current.parentId);
  }
  return trail;
}

/** What a listing starts from: a category subtree, a brand, the discounted products, or search results in their order. */
export type ListingBase =
  | { kind: "category"; categoryId: number }
  | { kind: "brand"; brandId: number }
  /** The campaigns page: every product sold below its undiscounted price. */
  | { kind: "discounted" }
  /** Search results, best match first; "recommended" keeps this order. */
  | { kind: "products"; productIds: number[] };
