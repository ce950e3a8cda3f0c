import { t } from "@/i18n/server";
import type { Facet, FacetOption } from "@/server/catalog/facets";
import { type ListingQuery, parsePriceRange } from "@/shared/catalog/listing-query";
import { type FacetGroupView, type FacetOptionView, FacetsView } from "./facets-view";
import { shortMoney } from "./price";
import { PriceRangeForm } from "./price-range-form";

type Props = { facets: Facet[]; query: ListingQuery; basePath: string; preserved?: Record<string, string> };

const VISIBLE_OPTIONS = 8;

function optionLabel(facet: Facet, option: FacetOption): string {
  if (facet.param === "stock") return t("catalog:facets.inStockOnly");
  if (facet.param !== "price") return option.label;
  const range = parsePriceRange(option.value);
  if (range?.min == null) return t("catalog:facets.priceUnder", { max: shortMoney((range?.max ?? 0) * 100) });
  if (range.max === null) return t("catalog:facets.priceOver", { min: shortMoney(range.min * 100) });
  return t("catalog:facets.priceBetween", { min: shortMoney(range.min * 100), max: shortMoney(range.max * 100) });
}

const facetTitle = (facet: Facet) => (facet.param.startsWith("a.") ? facet.label : t(`catalog:facets.${facet.param}`));

/** Facet groups as links, so each filtered view is a URL; counts are what choosing the option would list. */
export function ListingFacets({ facets, query, basePath, preserved }: Props) {
  const groups = facets.map((facet): FacetGroupView => {
    const view = (option: FacetOption): FacetOptionView => {
      const label = optionLabel(facet, option);
      return {
        value: option.value,
        count: option.count,
        ...(label !== option.value && { label }),
        ...(option.selected && { selected: true as const }),
      };
    };
    const more = facet.options.slice(VISIBLE_OPTIONS).map(view);
    return {
      param: facet.param,
      title: facetTitle(facet),
      shown: facet.options.slice(0, VISIBLE_OPTIONS).map(view),
      more,
      ...(more.length > 0 && { moreLabel: t("catalog:facets.showMore", { count: more.length }) }),
      extra: facet.param === "price" ? <PriceRangeForm query={query} basePath={basePath} preserved={preserved} /> : undefined,
    };
  });
  return <FacetsView groups={groups} links={{ basePath, query, ...(preserved && { preserved }) }} />;
}
