import Link from "next/link";
import { t } from "@/i18n/server";
import { type ListingQuery, listingHref, sortKeys, withSort } from "@/shared/catalog/listing-query";

/** Sorting as plain links in a disclosure: works without JavaScript and every order is a URL. */
export function ListingSort({ query, basePath, preserved }: { query: ListingQuery; basePath: string; preserved?: Record<string, string> }) {
  return (
    // Keyed by the order so that it closes again once the new order is shown.
    <details key={query.sort} className="relative">
      <summary className="cursor-pointer list-none rounded border border-gray-300 px-3 py-2 text-sm [&::-webkit-details-marker]:hidden">
        {t("catalog:sort.label")}: <span className="font-semibold">{t(`catalog:sort.${query.sort}`)}</span>{" "}
        <span aria-hidden="true">▾</span>
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
              {t(`catalog:sort.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
