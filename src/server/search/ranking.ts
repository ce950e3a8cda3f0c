import { FIELD, Segment } from "./fields";
import { isPrefixCode, typosOf } from "./vocabulary";

/**
 * The search's ranking rules, in one place. A document's rank compares, in order:
 *
 * 1. the query is the product's code;
 * 2. fewer words found only as a typo'd start of a longer word: "şerit" reaches "serisi" by dropping its last
 *    letter, which puts another word in the query's place, so any whole word (even with a typo) and any word
 *    that starts with the whole query word ranks above it;
 * 3. fewer typos;
 * 4. where the words were found (`TIER`): the whole name; a name word that the product's category also names
 *    (its kind: "Mürekkep" in an ink's name and in "UV Mürekkepler"); the start of the name; any name or code
 *    word; brand or category; description;
 * 5. whole words over completions;
 * 6. in stock before sold out, best sellers, then the document's order (the index sorts documents by popularity).
 */
export const TIER = { description: 1, brandOrCategory: 2, nameOrCode: 3, namePrefix: 4, kind: 5, exactName: 6 } as const;

/** The tier of a match in these fields (a word's field bits in one document). */
export function fieldTier(mask: number): number {
  if (mask & FIELD.kind) return TIER.kind;
  if (mask & (FIELD.name | FIELD.code)) return TIER.nameOrCode;
  if (mask & (FIELD.brand | FIELD.category)) return TIER.brandOrCategory;
  return TIER.description;
}

/** A completion reached only through a typo: the query word's letters are not all there. */
export const isFuzzyCompletion = (code: number) => isPrefixCode(code) && typosOf(code) > 0;

/**
 * The tier a posting in `segment` gives a word matched with `code`: the start of the name counts only without
 * typos (a typo'd sole name word is any name word).
 */
export function segmentTier(segment: number, code: number): number {
  if (segment === Segment.kind) return TIER.kind;
  if (typosOf(code) > 0 || segment > Segment.firstNameWord) return tierOfSegment(segment);
  return segment === Segment.soleNameWord && !isPrefixCode(code) ? TIER.exactName : TIER.namePrefix;
}

/** Segment → the tier of its postings when the start of the name does not count. */
export function tierOfSegment(segment: number): number {
  if (segment === Segment.kind) return TIER.kind;
  if (segment <= Segment.nameOrCode) return TIER.nameOrCode;
  return segment === Segment.brandOrCategory ? TIER.brandOrCategory : TIER.description;
}

/** The segment of a posting that is not at the start of the name, from its fields. */
export function segmentOfFields(mask: number): number {
  const tier = fieldTier(mask);
  if (tier === TIER.kind) return Segment.kind;
  return tier === TIER.nameOrCode ? Segment.nameOrCode : tier === TIER.brandOrCategory ? Segment.brandOrCategory : Segment.description;
}

/** How good one posting is as a document's match of a query word (rules 2 to 5); its best posting counts. */
export const matchRank = (code: number, tier: number) =>
  (((isFuzzyCompletion(code) ? 0 : 1) * 16 + 15 - typosOf(code)) * 8 + tier) * 2 + (isPrefixCode(code) ? 0 : 1);

const clamp15 = (n: number) => Math.min(n, 15);

/**
 * Rules 1 to 5 as one number, higher first (16 bits), from a document's matches of all the query's words: its
 * code is the query, how many words are typo'd completions, its typos, its worst tier, how many completions.
 */
export const rules = (codeExact: boolean, fuzzy: number, typos: number, tier: number, completions: number) =>
  ((((codeExact ? 16 : 0) + 15 - clamp15(fuzzy)) * 16 + 15 - clamp15(typos)) * 8 + tier) * 16 + 15 - clamp15(completions);

export const POPULARITY_BITS = 16;
const POPULARITY_SPAN = 2 ** POPULARITY_BITS;

/**
 * Rules and popularity (rule 6) as one number: 32 bits, which leave 21 for the document (the last tie-breaker)
 * inside a double's 53 exact bits.
 */
export const score = (rulesValue: number, popularity: number) => rulesValue * POPULARITY_SPAN + popularity;
