import Link from "next/link";
import { t } from "@/i18n/server";
import type { Facet, FacetOption } from "@/server/catalog/facets";
import { type ListingQuery, listingHref, parsePriceRange, toggleFacet } from "@/shared/catalog/listing-query";
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

function OptionLink({ facet, option, href }: { facet: Facet; option: FacetOption; href: string }) {
  return (
    <Link href={href} rel="nofollow" aria-current={option.selected ? "true" : undefined} className="facet-option group">
      <span aria-hidden="true" className="facet-box">
        {option.selected ? "✓" : ""}
      </span>
      <span className="facet-label">{optionLabel(facet, option)}</span>
      <span className="text-xs text-gray-600">({option.count})</span>
    </Link>
  );
}

/** Facet groups as links, so each filtered view is a URL; counts are what choosing the option would list. */
export function ListingFacets({ facets, query, basePath, preserved }: Props) {
  return (
    <div className="flex flex-col gap-6">
      {facets.map((facet, i) => {
        const headingId = `facet-${i}`;
        const item = (option: FacetOption) => (
          <li key={option.value}>
            <OptionLink
              facet={facet}
              option={option}
              href={listingHref(basePath, toggleFacet(query, facet.param, option.value), preserved)}
            />
          </li>
        );
        const shown = facet.options.slice(0, VISIBLE_OPTIONS);
        const more = facet.options.slice(VISIBLE_OPTIONS);
        return (
          <section key={facet.param} aria-labelledby={headingId}>
            <h3 id={headingId} className="mb-2 text-sm font-semibold text-gray-900">
              {facetTitle(facet)}
            </h3>
            <ul>{shown.map(item)}</ul>
            {more.length > 0 && (
              <details className="mt-1" open={more.some((o) => o.selected)}>
                <summary className="cursor-pointer text-sm text-primary-700">
                  {t("catalog:facets.showMore", { count: more.length })}
                </summary>
                <ul>{more.map(item)}</ul>
              </details>
            )}
            {facet.param === "price" && <PriceRangeForm query={query} basePath={basePath} preserved={preserved} />}
          </section>
        );
      })}
    </div>
  );
}
