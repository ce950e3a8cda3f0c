import "server-only";
import { isSearchable, normalizeSearchQuery } from "@/lib/search-query";
import { searchIndex } from "@/server/search/engine";
import { rank } from "@/server/search/query";
import type { SearchDocument, SearchItemType } from "@/server/search/search-index";

/** One hit of the instant search (docs/API.md). The client shows "{brandName} {name}". */
export type SearchResultItem = {
  id: number;
  type: SearchItemType;
  slug: string;
  name: string;
  brandName: string | null;
  image: string | null;
};

/** Hits in the dropdown: what fits its 24rem list without scrolling far. */
export const INSTANT_RESULT_LIMIT = 10;
/** Products behind the results page; more than anyone pages through, few enough for one listing query. */
export const RESULT_PAGE_MATCH_LIMIT = 1000;

const toItem = ({ id, type, slug, name, brandName, image }: SearchDocument): SearchResultItem => ({
  id,
  type,
  slug,
  name,
  brandName,
  image,
});

/** The dropdown's answer: products, brands and categories, best first; [] under 2 characters. */
export async function instantSearch(text: string): Promise<SearchResultItem[]> {
  const query = normalizeSearchQuery(text);
  if (!isSearchable(query)) return [];
  const index = await searchIndex();
  return rank(index, query, { limit: INSTANT_RESULT_LIMIT }).map((d) => toItem(index.docs[d] as SearchDocument));
}

/** The ids of the matching products, best first, for the results page's listing. */
export async function matchingProductIds(text: string, limit = RESULT_PAGE_MATCH_LIMIT): Promise<number[]> {
  const query = normalizeSearchQuery(text);
  if (!isSearchable(query)) return [];
  const index = await searchIndex();
  return rank(index, query, { limit, types: ["product"] }).map((d) => (index.docs[d] as SearchDocument).id);
}

/** Whether the query finds anything at all (only such queries may become popular searches). */
export async function hasMatches(text: string): Promise<boolean> {
  const query = normalizeSearchQuery(text);
  if (!isSearchable(query)) return false;
  return rank(await searchIndex(), query, { limit: 1 }).length > 0;
}
