import "server-only";
import { ATTRIBUTE_PREFIX, type FacetParam, formatPriceRange, type ListingQuery } from "@/shared/catalog/listing-query";
import { compareFacetValues } from "./facet-order";
import type { PriceBucket } from "./price-buckets";
import type { CatalogSnapshot, ListingBase } from "./snapshot";

/** Facet groups of a listing, from the counts the listing engine gathered. */

export type FacetOption = { value: string; label: string; count: number; selected: boolean };
export type Facet = { param: FacetParam; label: string; options: FacetOption[] };
/** Option value -> number of products. */
export type Counter = Map<string, number>;

const collator = new Intl.Collator("tr", { numeric: true, sensitivity: "base" });

export type FacetInput = {
  snapshot: CatalogSnapshot;
  base: ListingBase;
  query: ListingQuery;
  counts: Map<FacetParam, Counter>;
  buckets: PriceBucket[];
  attributeParams: Counter;
};

const MAX_ATTRIBUTE_FACETS = 8;

export function buildFacets({ snapshot, base, query, counts, buckets, attributeParams }: FacetInput): Facet[] {
  const facets: Facet[] = [];
  const countOf = (param: FacetParam, key: string) => counts.get(param)?.get(key) ?? 0;
  const nonEmpty = (options: FacetOption[]) => options.filter((o) => o.count > 0 || o.selected);

  if (base.kind !== "category" || (snapshot.categories.get(base.categoryId)?.childIds.length ?? 0) > 0) {
    const options = [...(counts.get("category")?.keys() ?? [])]
      .flatMap((id) => snapshot.categories.get(Number(id)) ?? [])
      .sort((a, b) => a.order - b.order || collator.compare(a.name, b.name))
      .map((c) => ({ value: c.slug, label: c.name, count: countOf("category", String(c.id)), selected: query.category.includes(c.slug) }));
    facets.push({ param: "category", label: "category", options: nonEmpty(options) });
  }
  if (base.kind !== "brand") {
    const options = [...snapshot.brands.values()].map((b) => ({
      value: b.slug,
      label: b.name,
      count: countOf("brand", String(b.id)),
      selected: query.brand.includes(b.slug),
    }));
    facets.push({ param: "brand", label: "brand", options: nonEmpty(options) });
  }
  const selectedPrice = query.price ? formatPriceRange(query.price) : null;
  const priceOptions = buckets.map((b) => ({
    value: b.value,
    label: b.value,
    count: countOf("price", b.value),
    selected: b.value === selectedPrice,
  }));
  facets.push({ param: "price", label: "price", options: nonEmpty(priceOptions) });
  facets.push({
    param: "stock",
    label: "stock",
    options: [{ value: "1", label: "stock", count: countOf("stock", "1"), selected: query.inStock }],
  });

  const attributeFacets = [...attributeParams.keys()]
    .map((key) => {
      const param = key as FacetParam;
      const name = param.slice(ATTRIBUTE_PREFIX.length);
      const selected = query.attributes[name] ?? [];
      const values = new Set([...(counts.get(param)?.keys() ?? []), ...selected]);
      const options = [...values]
        .sort(compareFacetValues)
        .map((v) => ({ value: v, label: v, count: countOf(param, v), selected: selected.includes(v) }));
      return { param, label: name, options, coverage: attributeParams.get(key) ?? 0 };
    })
    // A facet with one value cannot narrow anything down, unless it is what the shopper chose.
    .filter((f) => f.options.length > 1 || f.options.some((o) => o.selected))
    .sort((a, b) => b.coverage - a.coverage || collator.compare(a.label, b.label))
    .slice(0, MAX_ATTRIBUTE_FACETS);
  facets.push(...attributeFacets.map(({ param, label, options }) => ({ param, label, options })));
  return facets.filter((f) => f.options.length > 0);
}
