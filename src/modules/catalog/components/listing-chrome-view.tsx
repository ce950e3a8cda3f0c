"use client";
import Link from "@/modules/ui/link";
import { type ListingLinks, listingHref, type SortKey, sortKeys, withPage, withSort } from "@/shared/catalog/listing-query";
import { type PageLinkLabels, PageLinksView } from "./page-links-view";

/** The sort menu's words: its name and each order's. */
export type SortLabels = { label: string; orders: Record<SortKey, string> };

/**
 * Sorting as plain links in a disclosure: works without JavaScript and every order is a URL. A client view fed the
 * listing's links and the words, so the payload carries those rather than six links' markup.
 */
export function ListingSortView({ links, labels }: { links: ListingLinks; labels: SortLabels }) {
  const { query, basePath, preserved } = links;
  return (
    // Keyed by the order so that it closes again once the new order is shown.
    <details key={query.sort} className="relative">
      <summary className="cursor-pointer list-none rounded border border-gray-300 px-3 py-2 text-sm [&::-webkit-details-marker]:hidden">
        {labels.label}: <span className="font-semibold">{labels.orders[query.sort]}</span> <span aria-hidden="true">▾</span>
      </summary>
      <ul className="absolute right-0 z-20 mt-1 w-56 rounded border border-gray-200 bg-white py-1 shadow-lg">
        {sortKeys.map((key) => (
          <li key={key}>
            <Link
              href={listingHref(basePath, withSort(query, key), preserved)}
              rel="nofollow"
              aria-current={key === query.sort ? "true" : undefined}
              className="sort-option"
            >
              {labels.orders[key]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A listing's crawlable page links (?page=2) with rel prev/next, built in the view from the listing's links. */
export function PaginationView({
  page,
  pageCount,
  links,
  labels,
}: {
  page: number;
  pageCount: number;
  links: ListingLinks;
  labels: PageLinkLabels;
}) {
  return (
    <PageLinksView
      page={page}
      pageCount={pageCount}
      href={(n) => listingHref(links.basePath, withPage(links.query, n), links.preserved)}
      labels={labels}
    />
  );
}
