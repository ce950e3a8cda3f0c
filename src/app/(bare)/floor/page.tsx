import type { Metadata } from "next";

/**
 * The framework floor: an empty page under the root layout, so its first-load JavaScript is what every page of
 * this build pays before any shop code. budgets.json compares each route with it (docs/PERFORMANCE.md). Not for
 * people or crawlers: no index, disallowed in robots.txt, absent from the sitemap.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function FloorPage() {
  return <main id="content" />;
}
