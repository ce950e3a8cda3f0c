import { searchWords } from "@/lib/search-query";

/** A synonym as staff enter it: searching `terms` finds what `synonym` finds too, and the other way when `twoWay`. */
export type Synonym = { terms: string; synonym: string; twoWay: boolean };
/** A product staff put first for a query. */
export type SearchPin = { query: string; productId: number };

/** Staff's search rules, ready for queries: folded phrase → the phrases it also searches; folded query → pinned product ids. */
export type SearchRules = { rewrites: Map<string, string[][]>; longest: number; pins: Map<string, number[]> };

export const noSearchRules: SearchRules = { rewrites: new Map(), longest: 0, pins: new Map() };

/** Variants of one query searched besides it, at most: each costs a search. */
const MAX_VARIANTS = 4;

/** The key a query is pinned under: its folded words, so "UV Mürekkep" and "uv murekkep" share pins. */
export const pinKey = (query: string) => searchWords(query).join(" ");

export function compileSearchRules(synonyms: readonly Synonym[], pins: readonly SearchPin[]): SearchRules {
  const rewrites = new Map<string, string[][]>();
  let longest = 0;
  const add = (from: string[], to: string[]) => {
    if (from.length === 0 || to.length === 0) return;
    const key = from.join(" ");
    const list = rewrites.get(key) ?? [];
    if (!list.some((known) => known.join(" ") === to.join(" "))) list.push(to);
    rewrites.set(key, list);
    longest = Math.max(longest, from.length);
  };
  for (const { terms, synonym, twoWay } of synonyms) {
    add(searchWords(terms), searchWords(synonym));
    if (twoWay) add(searchWords(synonym), searchWords(terms));
  }
  const pinned = new Map<string, number[]>();
  for (const { query, productId } of pins) {
    const key = pinKey(query);
    pinned.set(key, [...(pinned.get(key) ?? []), productId]);
  }
  return { rewrites, longest, pins: pinned };
}

/**
 * The query's words with one synonym phrase replaced, for each phrase found in them (longest phrase first at
 * each position), at most MAX_VARIANTS: "uv yazıcı fiyat" with "uv yazıcı" ↔ "uv baskı makinesi" also searches
 * "uv baskı makinesi fiyat".
 */
export function synonymVariants(words: readonly string[], rules: SearchRules): string[][] {
  const variants: string[][] = [];
  for (let at = 0; at < words.length; at++) {
    for (let length = Math.min(rules.longest, words.length - at); length >= 1; length--) {
      for (const replacement of rules.rewrites.get(words.slice(at, at + length).join(" ")) ?? []) {
        if (variants.length === MAX_VARIANTS) return variants;
        variants.push([...words.slice(0, at), ...replacement, ...words.slice(at + length)]);
      }
    }
  }
  return variants;
}
