import "server-only";
import { isSearchable, normalizeSearchQuery } from "@/lib/search-query";
import { type AnswerOptions, answer, type SearchAnswer } from "@/server/search/answer";
import { searchState } from "@/server/search/engine";
import type { IndexedDocument, SearchItemType } from "@/server/search/search-index";
import { searchCounter } from "@/server/search/search-stats";

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

const toItem = ({ id, type, slug, name, brandName, image }: IndexedDocument): SearchResultItem => ({
  id,
  type,
  slug,
  name,
  brandName,
  image,
});

/** The engine's answer as documents; nothing under 2 characters. */
async function search(text: string, options: AnswerOptions): Promise<{ docs: IndexedDocument[]; partial: boolean }> {
  const query = normalizeSearchQuery(text);
  if (!isSearchable(query)) return { docs: [], partial: false };
  const { index, rules } = await searchState();
  const found: SearchAnswer = answer(index, rules, query, options);
  return { docs: found.docs.map((d) => index.docs[d] as IndexedDocument), partial: found.partial };
}

/** The dropdown's answer: products, brands and categories, best first; [] under 2 characters. Counted. */
export async function instantSearch(text: string): Promise<SearchResultItem[]> {
  const { docs } = await search(text, { limit: INSTANT_RESULT_LIMIT, relax: true });
  if (isSearchable(text)) searchCounter().search(text, docs.length);
  return docs.map(toItem);
}

/**
 * The results page's products, best first: their ids, and whether they match only some of the query's words.
 * Counted as a search when `count`.
 */
export async function productSearch(text: string, { count = false } = {}): Promise<{ productIds: number[]; partial: boolean }> {
  const { docs, partial } = await search(text, { limit: RESULT_PAGE_MATCH_LIMIT, types: ["product"], relax: true });
  if (count && isSearchable(text)) searchCounter().search(text, docs.length);
  return { productIds: docs.map((doc) => doc.id), partial };
}

/** Whether the query finds anything with all its words (only such queries may become popular searches). */
export async function hasMatches(text: string): Promise<boolean> {
  return (await search(text, { limit: 1, relax: false })).docs.length > 0;
}
