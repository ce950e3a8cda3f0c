import { FIELD } from "./fields";
import { queryWords, type RankOptions, rankWords } from "./query";
import type { SearchIndex } from "./search-index";
import { pinKey, type SearchRules, synonymVariants } from "./synonyms";
import { hasDigit } from "./tokens";
import type { TermRange } from "./vocabulary";

/** What a search answers: documents best first, and whether they match only some of the query's words. */
export type SearchAnswer = { docs: number[]; partial: boolean };

export type AnswerOptions = RankOptions & {
  /** When nothing matches every word, answer what matches the most (and the heaviest) of them. */
  relax: boolean;
};

/** Word subsets tried when nothing matches every word, at most: each costs a search. */
const MAX_RELAXED_TRIES = 12;
/** Terms of a word's expansion read for its weight, at most (a short prefix completes into thousands). */
const WEIGHT_TERMS = 64;

/** Documents in the order found, each once, up to `limit`. */
class Collector {
  readonly docs: number[] = [];
  private readonly seen = new Set<number>();

  constructor(private readonly limit: number) {}

  get full() {
    return this.docs.length >= this.limit;
  }

  add(docs: readonly number[]) {
    for (const doc of docs) {
      if (this.full) return;
      if (this.seen.has(doc)) continue;
      this.seen.add(doc);
      this.docs.push(doc);
    }
  }
}

const positions = new WeakMap<SearchIndex, Map<number, number>>();

/** Per product id, its document's position in the index. */
function productPositions(index: SearchIndex): Map<number, number> {
  let map = positions.get(index);
  if (!map) {
    map = new Map();
    index.docs.forEach((doc, d) => {
      if (doc.type === "product") map?.set(doc.id, d);
    });
    positions.set(index, map);
  }
  return map;
}

/**
 * The search's answer: staff's pinned products for the query first; then what matches every word of the query
 * or of a synonym variant of it; or, when nothing does and `relax`, what matches the most of its words.
 */
export function answer(index: SearchIndex, rules: SearchRules, query: string, { relax, ...options }: AnswerOptions): SearchAnswer {
  const words = queryWords(query);
  if (words.length === 0 || options.limit <= 0) return { docs: [], partial: false };
  const out = new Collector(options.limit);
  if (!options.types || options.types.includes("product")) {
    const at = productPositions(index);
    out.add((rules.pins.get(pinKey(query)) ?? []).flatMap((id) => at.get(id) ?? []));
  }
  const pinned = out.docs.length;
  const variants = [words, ...synonymVariants(words, rules)];
  for (const variant of variants) {
    if (out.full) break;
    out.add(rankWords(index, variant, expansionsOf(index, variant, false), options));
  }
  if (out.docs.length > pinned || !relax) return { docs: out.docs, partial: false };
  for (const variant of variants) {
    if (out.full) break;
    relaxedRank(index, variant, options, out);
  }
  return { docs: out.docs, partial: out.docs.length > 0 };
}

const expansionsOf = (index: SearchIndex, words: readonly string[], codeTypos: boolean) =>
  words.map((word, i) => index.expand(word, i === words.length - 1, codeTypos));

/**
 * How much a word of the query says: a model code or number 4, a brand word 3, a name or category word 2, any
 * other word 1.
 */
function wordWeight(index: SearchIndex, word: string, ranges: readonly TermRange[]): number {
  if (hasDigit(word)) return 4;
  const { termFields } = index.data;
  let fields = 0;
  for (const { lo, hi } of ranges) for (let t = lo; t < Math.min(hi, lo + WEIGHT_TERMS); t++) fields |= termFields[t] as number;
  if (fields & FIELD.code) return 4;
  if (fields & FIELD.brand) return 3;
  return fields & (FIELD.name | FIELD.category) ? 2 : 1;
}

/**
 * The documents matching subsets of the query's words, heaviest subsets first (by the words' weights, then by
 * how many words), each subset ranked by the usual rules. Words that match nothing are left out at once, and
 * model codes may be one character off ("UV-2200" finds "UV-1200"), counted as a typo.
 */
function relaxedRank(index: SearchIndex, words: readonly string[], options: RankOptions, out: Collector) {
  const expansions = expansionsOf(index, words, true);
  const known = words.flatMap((_, i) => ((expansions[i] as TermRange[]).length > 0 ? [i] : []));
  const weights = known.map((i) => wordWeight(index, words[i] as string, expansions[i] as TermRange[]));
  const subsets: Array<{ members: number[]; weight: number }> = [];
  // All words, when they all match and none may be a code typo, is the search that just found nothing.
  const all = (1 << known.length) - 1;
  const first = known.length === words.length && !words.some(hasDigit) ? all - 1 : all;
  for (let mask = first; mask > 0; mask--) {
    const picked = known.flatMap((_, k) => (mask & (1 << k) ? [k] : []));
    subsets.push({ members: picked.map((k) => known[k] as number), weight: picked.reduce((sum, k) => sum + (weights[k] as number), 0) });
  }
  subsets.sort((a, b) => b.weight - a.weight || b.members.length - a.members.length);
  for (const { members } of subsets.slice(0, MAX_RELAXED_TRIES)) {
    if (out.full) return;
    out.add(
      rankWords(
        index,
        members.map((i) => words[i] as string),
        members.map((i) => expansions[i] as TermRange[]),
        options,
      ),
    );
  }
}
