/**
 * The listing state as it lives in the URL (sort, facets, page), so every filtered view is a link.
 * Pure: the listing service parses with it and the listing template builds its links with it.
 *
 *   /makineler?brand=lumora&brand=vexa&price=1000-5000&stock=1&a.Renk=Cyan&sort=price-asc&page=2
 *
 * Multi-select facets repeat their parameter; attribute facets are `a.{attribute name}`; prices
 * are whole lira, both bounds inclusive, either may be left out ("price=1000-"); the price form's
 * `min` and `max` fields are read as the same range.
 */

/** The listing of every discounted product (the menus' "Kampanyalar"). */
export const CAMPAIGNS_PATH = "/kampanyalar";

export const sortKeys = ["recommended", "price-asc", "price-desc", "newest", "best-selling", "top-rated"] as const;
export type SortKey = (typeof sortKeys)[number];

export type PriceRange = { min: number | null; max: number | null };

export type ListingQuery = {
  sort: SortKey;
  page: number;
  category: string[];
  brand: string[];
  price: PriceRange | null;
  inStock: boolean;
  /** Attribute name -> selected values. */
  attributes: Record<string, string[]>;
};

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

export const ATTRIBUTE_PREFIX = "a.";
const MAX_VALUES = 20;
const MAX_PAGE = 10_000;

function entries(input: SearchParamsInput): [string, string][] {
  if (input instanceof URLSearchParams) return [...input.entries()];
  return Object.entries(input).flatMap(([k, v]) =>
    v === undefined ? [] : Array.isArray(v) ? v.map((x) => [k, x] as [string, string]) : [[k, v] as [string, string]],
  );
}

const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter((v) => v !== ""))].slice(0, MAX_VALUES);

const LIRA = /^\d{1,12}$/;

export function parsePriceRange(value: string | undefined): PriceRange | null {
  if (!value) return null;
  const match = /^(\d*)-(\d*)$/.exec(value.trim());
  if (!match) return null;
  const [, lo = "", hi = ""] = match;
  const min = LIRA.test(lo) ? Number(lo) : null;
  const max = LIRA.test(hi) ? Number(hi) : null;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return { min: max, max: min };
  return { min, max };
}

export const formatPriceRange = (r: PriceRange) => `${r.min ?? ""}-${r.max ?? ""}`;

export function parseListingQuery(input: SearchParamsInput): ListingQuery {
  const all = entries(input);
  const values = (name: string) => all.filter(([k]) => k === name).map(([, v]) => v);
  const first = (name: string) => values(name)[0];

  const sort = first("sort");
  const page = Number(first("page"));
  const attributes: Record<string, string[]> = {};
  for (const [k, v] of all) {
    if (!k.startsWith(ATTRIBUTE_PREFIX) || k.length === ATTRIBUTE_PREFIX.length) continue;
    const name = k.slice(ATTRIBUTE_PREFIX.length);
    attributes[name] = unique([...(attributes[name] ?? []), v]);
  }
  for (const name of Object.keys(attributes)) if (attributes[name]?.length === 0) delete attributes[name];

  return {
    sort: (sortKeys as readonly string[]).includes(sort ?? "") ? (sort as SortKey) : "recommended",
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    category: unique(values("category")),
    brand: unique(values("brand")),
    // The price form (no JavaScript) sends min and max; links use price=min-max.
    price: parsePriceRange(first("price") ?? (first("min") || first("max") ? `${first("min") ?? ""}-${first("max") ?? ""}` : undefined)),
    inStock: first("stock") === "1",
    attributes,
  };
}

export const emptyQuery = (): ListingQuery => parseListingQuery({});

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One URL per state: parameters in a fixed order, defaults left out. */
export function serializeListingQuery(q: ListingQuery, preserved: Record<string, string> = {}): URLSearchParams {
  const out = new URLSearchParams(preserved);
  for (const v of q.category) out.append("category", v);
  for (const v of q.brand) out.append("brand", v);
  if (q.price) out.set("price", formatPriceRange(q.price));
  if (q.inStock) out.set("stock", "1");
  for (const name of Object.keys(q.attributes).sort(byCodeUnit))
    for (const v of q.attributes[name] ?? []) out.append(`${ATTRIBUTE_PREFIX}${name}`, v);
  if (q.sort !== "recommended") out.set("sort", q.sort);
  if (q.page > 1) out.set("page", String(q.page));
  return out;
}

/** Where a listing's links go: its path and query, and the parameters every link keeps (the search text). */
export type ListingLinks = { basePath: string; query: ListingQuery; preserved?: Record<string, string> };

export function listingHref(basePath: string, q: ListingQuery, preserved?: Record<string, string>): string {
  const search = serializeListingQuery(q, preserved).toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** Any filter or a non-default sort: such views canonicalise to the plain listing. */
export const hasRefinements = (q: ListingQuery) =>
  q.category.length > 0 ||
  q.brand.length > 0 ||
  q.price !== null ||
  q.inStock ||
  Object.keys(q.attributes).length > 0 ||
  q.sort !== "recommended";

/** How many filter values are chosen (shown on the phone's filter button). */
export const filterCount = (q: ListingQuery) =>
  q.category.length +
  q.brand.length +
  (q.price ? 1 : 0) +
  (q.inStock ? 1 : 0) +
  Object.values(q.attributes).reduce((n, values) => n + values.length, 0);

export const hasFilters = (q: ListingQuery) => filterCount(q) > 0;

const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** Facet parameters a listing offers; `a.{name}` for attributes. */
export type FacetParam = "category" | "brand" | "price" | "stock" | `a.${string}`;

/** The state after clicking a facet option; any change of filter goes back to page 1. */
export function toggleFacet(q: ListingQuery, param: FacetParam, value: string): ListingQuery {
  const next: ListingQuery = { ...q, page: 1, attributes: { ...q.attributes } };
  if (param === "category") next.category = toggle(q.category, value);
  else if (param === "brand") next.brand = toggle(q.brand, value);
  else if (param === "stock") next.inStock = !q.inStock;
  else if (param === "price") next.price = q.price && formatPriceRange(q.price) === value ? null : parsePriceRange(value);
  else {
    const name = param.slice(ATTRIBUTE_PREFIX.length);
    const values = toggle(q.attributes[name] ?? [], value);
    if (values.length > 0) next.attributes[name] = values;
    else delete next.attributes[name];
  }
  return next;
}

/**
 * The filter group shown with all its options (`?more=brand`): a way of looking at the listing rather than a state of
 * it, so it stays out of ListingQuery, its cache and its canonical URL, and every filter link drops it.
 */
export const EXPANDED_FACET_PARAM = "more";

export const expandedFacet = (input: SearchParamsInput): string | null =>
  entries(input).find(([k]) => k === EXPANDED_FACET_PARAM)?.[1] ?? null;

export const withSort = (q: ListingQuery, sort: SortKey): ListingQuery => ({ ...q, sort, page: 1 });
export const withPage = (q: ListingQuery, page: number): ListingQuery => ({ ...q, page });
export const withoutFilters = (q: ListingQuery): ListingQuery => ({ ...emptyQuery(), sort: q.sort });
