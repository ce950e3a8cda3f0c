import Link from "@/modules/ui/link";

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

/** The page links' words: the list's name, the spoken "Sayfa" before each number, previous and next. */
export type PageLinkLabels = { label: string; page: string; previous: string; next: string };

/**
 * Numbered page links with previous and next; nothing for a single page. `nofollow` keeps crawlers from
 * walking lists that are not for search engines (the back office). Markup only, for the server's back-office
 * lists and the listings' client view alike.
 */
export function PageLinksView({
  page,
  pageCount,
  href,
  labels,
  nofollow = false,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  labels: PageLinkLabels;
  nofollow?: boolean;
}) {
  if (pageCount <= 1) return null;
  const rel = (direction: string) => (nofollow ? `${direction} nofollow` : direction);
  return (
    <nav aria-label={labels.label} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel={rel("prev")} className={linkClass}>
              <span aria-hidden="true">‹</span> {labels.previous}
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
                  <span className="sr-only">{`${labels.page} `}</span>
                  {n}
                </span>
              ) : (
                <Link href={href(n)} rel={nofollow ? "nofollow" : undefined} className={linkClass}>
                  <span className="sr-only">{`${labels.page} `}</span>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={href(page + 1)} rel={rel("next")} className={linkClass}>
              {labels.next} <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
