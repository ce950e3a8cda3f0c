import { t } from "@/i18n/server";
import type { Facet, FacetOption } from "@/server/catalog/facets";
import { type ListingLinks, parsePriceRange } from "@/shared/catalog/listing-query";
import { visibleOptions } from "../facet-options";
import { type FacetGroupView, type FacetOptionView, FacetsView } from "./facets-view";
import { shortMoney } from "./price";
import { PriceRangeForm } from "./price-range-form";

type Props = {
  facets: Facet[];
  links: ListingLinks;
  /** The group the URL asks to show in full; every other long group shows its most used options. */
  expanded: string | null;
};

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
export function ListingFacets({ facets, links, expanded }: Props) {
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
    const folded = visibleOptions(facet.options);
    const all = facet.param === expanded;
    const foldable = folded.length < facet.options.length;
    return {
      param: facet.param,
      title: facetTitle(facet),
      options: (all ? facet.options : folded).map(view),
      ...(foldable && {
        fold: all
          ? { label: t("catalog:facets.showFewer"), expanded: true as const }
          : { label: t("catalog:facets.showAll", { count: facet.options.length }) },
      }),
      extra: facet.param === "price" ? <PriceRangeForm {...links} /> : undefined,
    };
  });
  return <FacetsView groups={groups} links={links} />;
}
