import { foldTurkish } from "./turkish";

/** The search rules the box, the API and the results page share. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_BLUR_CLOSE_MS = 200;
export const MOBILE_SEARCH_FOCUS_DELAY_MS = 150;

/** The text that is searched: trimmed. */
export const normalizeSearchQuery = (text: string) => text.trim();

/** Under 2 characters (after trimming) nothing is searched and nothing is counted. */
export const isSearchable = (text: string) => normalizeSearchQuery(text).length >= SEARCH_MIN_LENGTH;

/** The full results page of a query. */
export const searchPageHref = (query: string) => `/search?query=${encodeURIComponent(normalizeSearchQuery(query))}`;

const SEPARATORS = /[^\p{L}\p{N}]+/u;

/**
 * The folded words of a text, split at anything that is not a letter or a digit, so "UV-1200 Kürleme" gives
 * ["uv", "1200", "kurleme"]. The engine reads the catalogue and the queries with it; the box highlights with it.
 */
export function searchWords(text: string): string[] {
  return foldTurkish(text)
    .split(SEPARATORS)
    .filter((word) => word !== "");
}
