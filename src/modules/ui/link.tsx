"use client";
import NextLink from "next/link";
import { type ComponentProps, useState } from "react";

/** Our links' targets are strings (paths, or addresses elsewhere). */
type Props = Omit<ComponentProps<typeof NextLink>, "href"> & { href: string };

/**
 * The shop's link: Next.js's `Link`, prefetching the page it leads to when the shopper shows intent (pointer over
 * it, a finger on it, keyboard focus) instead of as soon as it scrolls into view. Every page shows a dozen links
 * (tab bar, menu, breadcrumb, cards) whose pages are rendered per request, and a phone on slow 4G would fetch them
 * all after each page: about 16 prefetches a product page, three times the server's work for the page itself
 * (docs/PERFORMANCE.md, "Prefetching"). `prefetch={false}` still turns prefetching off altogether.
 *
 * A server render writes the anchor `Link` would write (its href as `Link` writes it, see `linkHref`), without `Link`'s
 * router machinery (a context read, an optimistic status, memoised values, a ref, a status provider per link),
 * which only the browser uses: a listing has about 150 links, and that machinery was 2–3 % of a signed-in
 * listing's server CPU before React's own work for two more components a link (docs/PERFORMANCE.md). The browser
 * hydrates that same `<a>` with the real `Link`.
 */
export default function Link(props: Props) {
  return typeof window === "undefined" ? serverAnchor(props) : <BrowserLink {...props} />;
}

function serverAnchor({
  href,
  prefetch: _prefetch,
  replace: _replace,
  scroll: _scroll,
  shallow: _shallow,
  passHref: _passHref,
  legacyBehavior: _legacyBehavior,
  onNavigate: _onNavigate,
  transitionTypes: _transitionTypes,
  as: _as,
  locale: _locale,
  ...anchor
}: Props) {
  return <a {...anchor} href={linkHref(href)} />;
}

/**
 * The href `Link` writes for ours: a path on this site loses one trailing slash ("/urun/" is "/urun", "/" stays),
 * and anything else is written as given. `Link` would also put the `basePath` in front and keep the slash under
 * `trailingSlash`; the shop sets neither, which link.test.ts reads from next.config.ts.
 */
function linkHref(href: string): string {
  if (!href.startsWith("/")) return href;
  const end = href.search(/[?#]/);
  const pathname = end === -1 ? href : href.slice(0, end);
  return (pathname.replace(/\/$/, "") || "/") + (end === -1 ? "" : href.slice(end));
}

function BrowserLink({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const [intent, setIntent] = useState(false);
  /** The link's own handler, after the intent is noted. */
  const noting =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={noting(onMouseEnter)}
      onTouchStart={noting(onTouchStart)}
      onFocus={noting(onFocus)}
    />
  );
}
