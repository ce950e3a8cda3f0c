import { t } from "@/i18n/server";
import Link from "@/modules/ui/link";
import type { Listing } from "@/server/catalog/listing";
import { filterCount, listingHref, withoutFilters } from "@/shared/catalog/listing-query";
import { FilterDisclosure } from "../components/filter-disclosure";
import { ListingFacets } from "../components/listing-facets";
import { ListingSort } from "../components/listing-sort";
import { Pagination } from "../components/pagination";
import type { CardAction } from "../components/product-card";
import { ProductGrid } from "../components/product-grid";

export type ProductListingProps = {
  listing: Listing;
  /** The listing's own path ("/makineler", "/search"); every link the listing makes starts here. */
  basePath: string;
  /** Parameters that belong to the page rather than the listing, e.g. the search text. */
  preserved?: Record<string, string>;
  /** The favourite and collection buttons of each card, from the page. */
  cardAction?: CardAction;
  /** The filter group the URL shows in full (`expandedFacet`). */
  expanded?: string | null;
};

/**
 * The listing of sections, categories, brands and search results: facets, sort, grid and
 * crawlable page links, all driven by URLs. The page around it supplies the heading.
 */
export function ProductListing({ listing, basePath, preserved, cardAction, expanded = null }: ProductListingProps) {
  const { query, facets, products, total, page, pageCount } = listing;
  const chosen = filterCount(query);
  const filtered = chosen > 0;
  const clearHref = listingHref(basePath, withoutFilters(query), preserved);
  // One object for the facets, the sort menu and the page links: the payload carries it once.
  const links = { basePath, query, ...(preserved && { preserved }) };
  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
      {facets.length > 0 && (
        <FilterDisclosure
          label={filtered ? t("catalog:facets.toggleActive", { count: chosen }) : t("catalog:facets.toggle")}
          showLabel={t("catalog:facets.show", { count: total })}
          closeLabel={t("catalog:facets.close")}
          initiallyOpen={expanded !== null}
        >
          <section aria-labelledby="listing-filters-heading" className="flex flex-col gap-4">
            <div className="flex items-baseline justify-between">
              <h2 id="listing-filters-heading" className="text-base font-semibold">
                {t("catalog:facets.title")}
              </h2>
              {filtered && (
                <Link href={clearHref} rel="nofollow" className="text-sm text-primary-700 underline">
                  {t("catalog:facets.clear")}
                </Link>
              )}
            </div>
            <ListingFacets facets={facets} links={links} expanded={expanded} />
          </section>
        </FilterDisclosure>
      )}
      <div className="min-w-0 flex-1">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-gray-700" aria-live="polite">
            {t("catalog:listing.count", { count: total })}
          </p>
          {total > 0 && <ListingSort links={links} />}
        </div>
        {products.length > 0 ? (
          <>
            <h2 className="sr-only">{t("catalog:listing.products")}</h2>
            <ProductGrid products={products} eagerCount={4} cardAction={cardAction} />
            <Pagination page={page} pageCount={pageCount} links={links} />
          </>
        ) : (
          <div className="rounded border border-dashed border-gray-300 px-6 py-12 text-center">
            <h2 className="text-lg font-semibold">{t(filtered ? "catalog:listing.emptyFiltered" : "catalog:listing.empty")}</h2>
            <p className="mt-2 text-sm text-gray-700">{t(filtered ? "catalog:listing.emptyFilteredHint" : "catalog:listing.emptyHint")}</p>
            <Link
              href={filtered ? clearHref : "/"}
              className="mt-4 inline-block rounded bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
            >
              {t(filtered ? "catalog:facets.clear" : "catalog:listing.backHome")}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
