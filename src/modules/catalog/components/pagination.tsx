import Link from "next/link";
import { t } from "@/i18n/server";
import { type ListingQuery, listingHref, withPage } from "@/shared/catalog/listing-query";

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages: (number | "gap")[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages[pages.length - 1] !== "gap") pages.push("gap");
  }
  return pages;
}

const linkClass = "page-link";

/** Crawlable page links (?page=2) with rel prev/next. */
export function Pagination({
  query,
  page,
  pageCount,
  basePath,
  preserved,
}: {
  query: ListingQuery;
  page: number;
  pageCount: number;
  basePath: string;
  preserved?: Record<string, string>;
}) {
  return <PageLinks page={page} pageCount={pageCount} href={(n) => listingHref(basePath, withPage(query, n), preserved)} />;
}

/**
 * Numbered page links with previous and next; nothing for a single page. `nofollow` keeps crawlers from
 * walking lists that are not for search engines (the back office).
 */
export function PageLinks({
  page,
  pageCount,
  href,
  nofollow = false,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  nofollow?: boolean;
}) {
  if (pageCount <= 1) return null;
  const rel = (direction: string) => (nofollow ? `${direction} nofollow` : direction);
  return (
    <nav aria-label={t("catalog:pagination.label")} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel={rel("prev")} className={linkClass}>
              <span aria-hidden="true">‹</span> {t("catalog:pagination.previous")}
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${linkClass} border-primary-700 bg-primary-700 font-semibold text-white`}>
                  <span className="sr-only">{`${t("catalog:pagination.page")} `}</span>
                  {n}
                </span>
              ) : (
                <Link href={href(n)} rel={nofollow ? "nofollow" : undefined} className={linkClass}>
                  <span className="sr-only">{`${t("catalog:pagination.page")} `}</span>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={href(page + 1)} rel={rel("next")} className={linkClass}>
              {t("catalog:pagination.next")} <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
