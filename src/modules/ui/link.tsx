"use client";
import NextLink from "next/link";
import { type ComponentProps, useState } from "react";

type Props = ComponentProps<typeof NextLink>;

/**
 * The shop's link: Next.js's `Link`, prefetching the page it leads to when the shopper shows intent (pointer over
 * it, a finger on it, keyboard focus) instead of as soon as it scrolls into view. Every page shows a dozen links
 * (tab bar, menu, breadcrumb, cards) whose pages are rendered per request, and a phone on slow 4G would fetch them
 * all after each page: about 16 prefetches a product page, three times the server's work for the page itself
 * (docs/PERFORMANCE.md, "Prefetching"). `prefetch={false}` still turns prefetching off altogether.
 */
export default function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
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
