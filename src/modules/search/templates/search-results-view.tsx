import { t } from "@/i18n/server";
import { isSearchable, SEARCH_MAX_LENGTH, searchPageHref } from "@/lib/search-query";
import { listProducts } from "@/modules/catalog/data";
import { ProductListing, type ProductListingProps } from "@/modules/catalog/templates/product-listing";
import { popularLists, productSearch } from "@/modules/search/data";
import Link from "@/modules/ui/link";
import { expandedFacet, hasFilters, parseListingQuery, type SearchParamsInput } from "@/shared/catalog/listing-query";
import { MobileSearchBox } from "../components/mobile-search-box";
import { SearchClickCounter } from "../components/search-click-counter";

/**
 * The results page: the query in the heading and the catalogue's listing (12 a page, sorting, facets) over the
 * matching products in relevance order, or, without matches, the popular searches to try instead.
 */
export async function SearchResultsView({
  query: raw,
  params,
  cardAction,
}: {
  query: string;
  params: SearchParamsInput;
  cardAction?: ProductListingProps["cardAction"];
}) {
  const query = raw.slice(0, SEARCH_MAX_LENGTH);
  const searchable = isSearchable(query);
  // Counted once per search: not again for its other pages, sorts, filters and filter groups shown in full.
  const listingQuery = parseListingQuery(params);
  const expanded = expandedFacet(params);
  const count = listingQuery.page === 1 && !hasFilters(listingQuery) && expanded === null;
  const { productIds, partial } = searchable ? await productSearch(query, { count }) : { productIds: [], partial: false };
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      {/* The results page offers a box holding the query, to refine it: the phone's overlay, a plain form on desktop. */}
      <div className="lg:hidden">
        <MobileSearchBox trigger="box" query={query} />
      </div>
      {/* Named, so that it is a search landmark apart from the header's. */}
      <form role="search" aria-label={t("search:page.refine")} action="/search" method="get" className="hidden max-w-xl gap-2 lg:flex">
        <label htmlFor="refine-query" className="sr-only">
          {t("search:page.refine")}
        </label>
        <input
          id="refine-query"
          name="query"
          type="search"
          defaultValue={query}
          maxLength={SEARCH_MAX_LENGTH}
          className="w-full rounded-md border border-gray-300 bg-white px-3 py-2"
        />
        <button type="submit" className="rounded-md bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
          {t("search:page.refineSubmit")}
        </button>
      </form>
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">
        {searchable ? t("search:page.title", { query }) : t("search:page.emptyTitle")}
      </h1>
      {productIds.length > 0 ? (
        <SearchClickCounter query={query}>
          {partial && <p className="mb-4 rounded bg-amber-50 px-4 py-3 text-gray-900">{t("search:page.partial", { query })}</p>}
          <ProductListing
            listing={await listProducts({ kind: "products", productIds }, params)}
            basePath="/search"
            preserved={{ query }}
            cardAction={cardAction}
            expanded={expanded}
          />
        </SearchClickCounter>
      ) : (
        <NoResults query={query} searchable={searchable} />
      )}
    </div>
  );
}

async function NoResults({ query, searchable }: { query: string; searchable: boolean }) {
  const popular = (await popularLists()).searches;
  return (
    <section className="rounded border border-dashed border-gray-300 px-6 py-10 text-center">
      <h2 className="text-lg font-semibold">{searchable ? t("search:page.noResults", { query }) : t("search:page.tooShort")}</h2>
      {searchable && <p className="mt-2 text-sm text-gray-700">{t("search:page.hint")}</p>}
      {popular.length > 0 && (
        <>
          <p className="mt-6 text-sm font-semibold text-gray-800">{t("search:page.tryPopular")}</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {popular.map((p) => (
              <li key={p.id}>
                <Link
                  href={searchPageHref(p.title)}
                  className="block rounded-full border border-gray-300 px-3 py-1 text-sm hover:border-primary-600 hover:text-primary-700"
                >
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
