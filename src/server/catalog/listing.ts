import "server-only";
import { storeConfig } from "@/config/store";
import { processSingleton } from "@/lib/process-singleton";
import { cacheTags, createCache } from "@/server/platform/runtime/cache";
import { versionClock } from "@/server/platform/runtime/version-clock";
import {
  ATTRIBUTE_PREFIX,
  type FacetParam,
  formatPriceRange,
  type ListingQuery,
  parseListingQuery,
  type SearchParamsInput,
  type SortKey,
} from "@/shared/catalog/listing-query";
import { buildFacets, type Counter, type Facet } from "./facets";
import { priceBuckets } from "./price-buckets";
import { type CatalogSnapshot, catalogSnapshot, categorySubtree, type ListingBase, type ProductListItem } from "./snapshot";

/**
 * One listing engine for sections, categories, brands and search results: a base set of
 * products plus the URL state gives the page of products and the facets with their counts.
 * Facet counts are disjunctive: an option's count applies every other active filter, so
 * choosing it yields exactly that many products.
 */

export type Listing = {
  products: ProductListItem[];
  facets: Facet[];
  total: number;
  page: number;
  pageCount: number;
  perPage: number;
  /** The URL's query, its page number brought within the pages there are (a page past the end shows the last). */
  query: ListingQuery;
};

/** Listings kept per process, least recently used first: 10–17 kB each as JSON at 10,000 products (their products are the snapshot's). */
const LISTINGS_KEPT = 500;

type Filter = { param: FacetParam; matches: (p: ProductListItem) => boolean };

function baseProducts(snapshot: CatalogSnapshot, base: ListingBase): ProductListItem[] {
  if (base.kind === "products") return base.productIds.flatMap((id) => snapshot.productById.get(id) ?? []);
  if (base.kind === "brand") return snapshot.products.filter((p) => p.brandId === base.brandId);
  if (base.kind === "discounted") return snapshot.products.filter((p) => p.isDiscountedProduct);
  const ids = categorySubtree(snapshot, base.categoryId);
  return snapshot.products.filter((p) => ids.has(p.categoryId));
}

/** The category option a product counts under: the child of the listed category on its way down, or its own category. */
function categoryFacetKey(snapshot: CatalogSnapshot, base: ListingBase): (p: ProductListItem) => number | null {
  if (base.kind !== "category") return (p) => p.categoryId;
  const children = new Map<number, number>();
  for (const childId of snapshot.categories.get(base.categoryId)?.childIds ?? [])
    for (const id of categorySubtree(snapshot, childId)) children.set(id, childId);
  return (p) => children.get(p.categoryId) ?? null;
}

function activeFilters(snapshot: CatalogSnapshot, q: ListingQuery): Filter[] {
  const filters: Filter[] = [];
  const categoryIds = new Set<number>();
  for (const c of snapshot.categories.values())
    if (q.category.includes(c.slug)) for (const id of categorySubtree(snapshot, c.id)) categoryIds.add(id);
  if (categoryIds.size > 0) filters.push({ param: "category", matches: (p) => categoryIds.has(p.categoryId) });
  const brandIds = new Set([...snapshot.brands.values()].filter((b) => q.brand.includes(b.slug)).map((b) => b.id));
  if (brandIds.size > 0) filters.push({ param: "brand", matches: (p) => p.brandId !== null && brandIds.has(p.brandId) });
  const price = q.price;
  if (price) {
    const min = (price.min ?? 0) * 100;
    const max = price.max === null ? Number.POSITIVE_INFINITY : price.max * 100;
    filters.push({ param: "price", matches: (p) => p.salesPrice >= min && p.salesPrice <= max });
  }
  if (q.inStock) filters.push({ param: "stock", matches: (p) => p.stock > 0 });
  for (const [name, values] of Object.entries(q.attributes)) {
    filters.push({ param: `${ATTRIBUTE_PREFIX}${name}`, matches: (p) => values.includes(p.attributes[name] ?? "\u0000") });
  }
  return filters;
}

/** Drops filter values the catalogue does not know, so a stale link shows products instead of nothing. */
function knownValues(snapshot: CatalogSnapshot, q: ListingQuery): ListingQuery {
  const categorySlugs = new Set([...snapshot.categories.values()].map((c) => c.slug));
  const brandSlugs = new Set([...snapshot.brands.values()].map((b) => b.slug));
  return { ...q, category: q.category.filter((s) => categorySlugs.has(s)), brand: q.brand.filter((s) => brandSlugs.has(s)) };
}

const byId = (a: ProductListItem, b: ProductListItem) => a.productId - b.productId;
const comparators: Record<Exclude<SortKey, "recommended">, (a: ProductListItem, b: ProductListItem) => number> = {
  "price-asc": (a, b) => a.salesPrice - b.salesPrice || byId(a, b),
  "price-desc": (a, b) => b.salesPrice - a.salesPrice || byId(a, b),
  newest: (a, b) => b.createdAt - a.createdAt || byId(a, b),
  "best-selling": (a, b) => b.soldCount - a.soldCount || byId(a, b),
  "top-rated": (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || byId(a, b),
};

/** Suggested first, then best sellers, then by sales: the shop's own ordering. */
const recommended = (a: ProductListItem, b: ProductListItem) =>
  Number(b.isSuggestedProduct) - Number(a.isSuggestedProduct) ||
  Number(b.isBestSellingProduct) - Number(a.isBestSellingProduct) ||
  b.soldCount - a.soldCount ||
  byId(a, b);

function sortProducts(products: ProductListItem[], sort: SortKey, base: ListingBase): ProductListItem[] {
  if (sort === "recommended") return base.kind === "products" ? products : [...products].sort(recommended);
  return [...products].sort(comparators[sort]);
}

const bump = (counter: Counter, key: string) => counter.set(key, (counter.get(key) ?? 0) + 1);

export function buildListing(
  snapshot: CatalogSnapshot,
  base: ListingBase,
  input: SearchParamsInput,
  perPage = storeConfig.catalog.productsPerPage,
): Listing {
  const query = knownValues(snapshot, parseListingQuery(input));
  const all = baseProducts(snapshot, base);
  const filters = activeFilters(snapshot, query);
  const categoryKey = categoryFacetKey(snapshot, base);
  const buckets = priceBuckets(all.map((p) => p.salesPrice));
  // A range typed into the price form is offered (and counted) beside the fitted ones, so it can be unselected.
  const chosen = query.price ? { ...query.price, value: formatPriceRange(query.price) } : null;
  if (chosen && !buckets.some((b) => b.value === chosen.value)) buckets.push(chosen);
  const counts = new Map<FacetParam, Counter>();
  const counter = (param: FacetParam) => counts.get(param) ?? counts.set(param, new Map()).get(param)!;

  // A product counts for a facet when it passes every filter except that facet's own.
  const count = (p: ProductListItem, param: FacetParam) => {
    if (param === "category") {
      const key = categoryKey(p);
      if (key !== null) bump(counter(param), String(key));
    } else if (param === "brand") {
      if (p.brandId !== null) bump(counter(param), String(p.brandId));
    } else if (param === "price") {
      for (const b of buckets)
        if (p.salesPrice >= (b.min ?? 0) * 100 && (b.max === null || p.salesPrice <= b.max * 100)) bump(counter(param), b.value);
    } else if (param === "stock") {
      if (p.stock > 0) bump(counter(param), "1");
    } else {
      const value = p.attributes[param.slice(ATTRIBUTE_PREFIX.length)];
      if (value !== undefined) bump(counter(param), value);
    }
  };

  // How many listed products carry each attribute: the facets that describe most of the list come first.
  const attributeParams: Counter = new Map();
  for (const p of all) for (const name of Object.keys(p.attributes)) bump(attributeParams, `${ATTRIBUTE_PREFIX}${name}`);
  const facetParams = ["category", "brand", "price", "stock", ...attributeParams.keys()] as FacetParam[];

  const matching: ProductListItem[] = [];
  for (const p of all) {
    const failed = filters.filter((f) => !f.matches(p));
    if (failed.length === 0) {
      matching.push(p);
      for (const param of facetParams) count(p, param);
    } else if (failed.length === 1) {
      count(p, (failed[0] as Filter).param);
    }
  }

  const total = matching.length;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(query.page, pageCount);
  const sorted = sortProducts(matching, query.sort, base);
  return {
    products: sorted.slice((page - 1) * perPage, page * perPage),
    facets: buildFacets({ snapshot, base, query, counts, buckets, attributeParams }),
    total,
    page,
    pageCount,
    perPage,
    query: { ...query, page },
  };
}

/**
 * Listings already computed, by base and query, on the process's catalogue clock: a page rendered for a signed-in
 * customer (which the guests' page cache does not serve) and its metadata reuse them instead of filtering and
 * counting the whole base again. A cache of its own, so that probing many filter combinations evicts only listings.
 */
const listings = processSingleton("listingCache", () => createCache({ clock: versionClock(), maxEntriesPerTag: LISTINGS_KEPT }));

export async function listProducts(base: ListingBase, input: SearchParamsInput): Promise<Listing> {
  const key = JSON.stringify([base, parseListingQuery(input)]);
  return listings().cached(cacheTags.catalog, key, async () => buildListing(await catalogSnapshot(), base, input));
}
