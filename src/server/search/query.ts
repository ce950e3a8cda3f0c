import { searchWords } from "@/lib/search-query";
import { FIELD, FIELD_BITS, FIELD_MASK, SEGMENTS, Segment } from "./fields";
import { fieldTier, isFuzzyCompletion, matchRank, rules, score, segmentTier, TIER } from "./ranking";
import { itemTypes, type SearchIndex, type SearchItemType } from "./search-index";
import { MAX_QUERY_WORDS } from "./tokens";
import { isPrefixCode, matchCode, prefixRange, type TermRange, typosOf } from "./vocabulary";

/** Per-document and per-term buffers, reused by every query of an index (queries run one at a time). */
class Scratch {
  /** Per document: whether it is still a candidate, and its typo'd completions, typos, completions and worst field tier so far. */
  readonly stamp: Int32Array;
  readonly fuzzy: Uint8Array;
  readonly typos: Uint8Array;
  readonly completions: Uint8Array;
  readonly tier: Uint8Array;
  /** Per document: the best match of the word being collected. */
  readonly wordStamp: Int32Array;
  readonly wordCode: Uint8Array;
  readonly wordTier: Uint8Array;
  readonly candidates: Int32Array;
  readonly keys: Float64Array;
  readonly tables: Uint8Array[] = [];
  generation = 0;

  constructor(
    docCount: number,
    private readonly termCount: number,
  ) {
    this.stamp = new Int32Array(docCount);
    this.fuzzy = new Uint8Array(docCount);
    this.typos = new Uint8Array(docCount);
    this.completions = new Uint8Array(docCount);
    this.tier = new Uint8Array(docCount);
    this.wordStamp = new Int32Array(docCount);
    this.wordCode = new Uint8Array(docCount);
    this.wordTier = new Uint8Array(docCount);
    this.candidates = new Int32Array(docCount);
    this.keys = new Float64Array(docCount);
  }

  /** Per term id, the best match code of query word `w` (0 = no match); cleared again by `release`. */
  table(w: number, ranges: TermRange[]): Uint8Array {
    let table = this.tables[w];
    if (!table) {
      table = new Uint8Array(this.termCount);
      this.tables[w] = table;
    }
    // Worse codes first, so a better code for the same term overwrites them.
    for (const r of [...ranges].sort((a, b) => b.code - a.code)) table.fill(r.code, r.lo, r.hi);
    return table;
  }

  release(w: number, ranges: TermRange[]) {
    const table = this.tables[w] as Uint8Array;
    for (const r of ranges) table.fill(0, r.lo, r.hi);
  }
}

const scratches = new WeakMap<SearchIndex, Scratch>();
function scratchOf(index: SearchIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    scratch = new Scratch(index.docs.length, index.data.terms.length);
    scratches.set(index, scratch);
  }
  return scratch;
}

/** The ranges as disjoint, sorted runs, so each term's postings are read once. */
function mergedRuns(ranges: TermRange[]): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a.lo - b.lo);
  const runs: Array<[number, number]> = [];
  for (const { lo, hi } of sorted) {
    const last = runs[runs.length - 1];
    if (last && lo <= last[1]) last[1] = Math.max(last[1], hi);
    else runs.push([lo, hi]);
  }
  return runs;
}

const SORT_ALL_ABOVE = 64;

/**
 * A word still being typed completes into description words only from this length: "ya" finding "yani" deep
 * in a description is noise, and on a large catalogue it made nearly every product a candidate.
 */
const MIN_DESCRIPTION_PREFIX = 4;

/** The best `limit` keys, higher first: a few by one pass with a small sorted buffer, many by one numeric sort. */
function topKeys(keys: Float64Array, count: number, limit: number): Float64Array {
  if (limit > SORT_ALL_ABOVE)
    return keys
      .subarray(0, count)
      .sort()
      .subarray(Math.max(0, count - limit))
      .reverse();
  const top = new Float64Array(Math.min(limit, count));
  let size = 0;
  for (let i = 0; i < count; i++) {
    const key = keys[i] as number;
    if (size === top.length && key <= (top[size - 1] as number)) continue;
    let at = size === top.length ? size - 1 : size++;
    while (at > 0 && (top[at - 1] as number) < key) {
      top[at] = top[at - 1] as number;
      at--;
    }
    top[at] = key;
  }
  return top;
}

/** Per item type (by its index in `itemTypes`), whether the caller wants it. */
const allowedTypes = (types: readonly SearchItemType[] | undefined) => itemTypes.map((type) => !types || types.includes(type));

export type RankOptions = { limit: number; types?: readonly SearchItemType[] };

/**
 * The documents that match every word of the query, best first (positions in `index.docs`). The word with the
 * fewest postings drives; every other word is checked against each candidate's own word list.
 */
export function rank(index: SearchIndex, query: string, options: RankOptions): number[] {
  const words = queryWords(query);
  return rankWords(
    index,
    words,
    words.map((word, i) => index.expand(word, i === words.length - 1)),
    options,
  );
}

/** The words of a query the engine looks at. */
export const queryWords = (query: string) => searchWords(query).slice(0, MAX_QUERY_WORDS);

/** `rank` over given words, each matching the terms of its expansion. */
export function rankWords(index: SearchIndex, words: string[], expansions: TermRange[][], { limit, types }: RankOptions): number[] {
  if (words.length === 0 || limit <= 0) return [];
  if (expansions.some((ranges) => ranges.length === 0)) return [];
  const scratch = scratchOf(index);
  const tables = expansions.map((ranges, w) => scratch.table(w, ranges));
  try {
    if (words.length === 1)
      return rankOneWord(index, scratch, words[0] as string, expansions[0] as TermRange[], tables[0] as Uint8Array, limit, types);
    return rankWith(index, scratch, words, expansions, tables, limit, types);
  } finally {
    expansions.forEach((ranges, w) => {
      scratch.release(w, ranges);
    });
  }
}

function rankWith(
  index: SearchIndex,
  scratch: Scratch,
  words: string[],
  expansions: TermRange[][],
  tables: Uint8Array[],
  limit: number,
  types: readonly SearchItemType[] | undefined,
): number[] {
  const { terms, ids, segmentStart, postings, docStart, docTerms, nameStart, nameTerms, nameSkip, docType, docPopularity } = index.data;
  const runs = expansions.map(mergedRuns);
  const counts = runs.map((r) =>
    r.reduce((sum, [lo, hi]) => sum + (segmentStart[hi * SEGMENTS] as number) - (segmentStart[lo * SEGMENTS] as number), 0),
  );
  const order = words.map((_, w) => w).sort((a, b) => (counts[a] as number) - (counts[b] as number));
  const [driver, ...others] = order as [number, ...number[]];
  const { stamp, fuzzy, typos, completions, tier, candidates } = scratch;

  // The driving word (fewest postings) gives the candidates, each with its best match of that word.
  const candidateGeneration = ++scratch.generation;
  const short = words.map((word) => word.length < MIN_DESCRIPTION_PREFIX);
  let candidateCount = collect(
    scratch,
    runs[driver] as Array<[number, number]>,
    tables[driver] as Uint8Array,
    segmentStart,
    postings,
    null,
    short[driver] as boolean,
  );
  for (let c = 0; c < candidateCount; c++) {
    const doc = candidates[c] as number;
    stamp[doc] = candidateGeneration;
    fuzzy[doc] = isFuzzyCompletion(scratch.wordCode[doc] as number) ? 1 : 0;
    typos[doc] = typosOf(scratch.wordCode[doc] as number);
    completions[doc] = isPrefixCode(scratch.wordCode[doc] as number) ? 1 : 0;
    tier[doc] = scratch.wordTier[doc] as number;
  }

  // Every other word must match too: through its postings when they are fewer than the candidates' own word
  // lists, else through those lists.
  const wordsPerDoc = docTerms.length / Math.max(1, index.docs.length);
  for (const w of others) {
    if (candidateCount === 0) break;
    const table = tables[w] as Uint8Array;
    const viaPostings = (counts[w] as number) < candidateCount * wordsPerDoc;
    const wordGeneration = viaPostings ? ++scratch.generation : 0;
    const only = { stamp, generation: candidateGeneration };
    if (viaPostings)
      collect(scratch, runs[w] as Array<[number, number]>, table, segmentStart, postings, only, short[w] as boolean, wordGeneration);
    let kept = 0;
    for (let c = 0; c < candidateCount; c++) {
      const doc = candidates[c] as number;
      let code = 0;
      let wordTier = 0;
      if (viaPostings) {
        if (scratch.wordStamp[doc] === wordGeneration) {
          code = scratch.wordCode[doc] as number;
          wordTier = scratch.wordTier[doc] as number;
        }
      } else {
        for (let p = docStart[doc] as number, end = docStart[doc + 1] as number; p < end; p++) {
          const entry = docTerms[p] as number;
          const found = table[entry >>> FIELD_BITS] as number;
          if (found === 0 || (short[w] && isPrefixCode(found) && (entry & FIELD_MASK) === FIELD.description)) continue;
          const t = fieldTier(entry & FIELD_MASK);
          if (code !== 0 && matchRank(found, t) <= matchRank(code, wordTier)) continue;
          code = found;
          wordTier = t;
        }
      }
      if (code === 0) {
        stamp[doc] = 0;
        continue;
      }
      fuzzy[doc] = (fuzzy[doc] as number) + (isFuzzyCompletion(code) ? 1 : 0);
      typos[doc] = (typos[doc] as number) + typosOf(code);
      completions[doc] = (completions[doc] as number) + (isPrefixCode(code) ? 1 : 0);
      if (wordTier < (tier[doc] as number)) tier[doc] = wordTier;
      candidates[kept++] = doc;
    }
    candidateCount = kept;
  }

  // Documents whose code is the whole query ("uv 1200", "UV-1200", "uv1200" all give "uv1200").
  const codeDocs = new Set<number>();
  const compactCode = ids.get(words.join(""));
  if (compactCode !== undefined) {
    for (let p = segmentStart[compactCode * SEGMENTS] as number, end = segmentStart[(compactCode + 1) * SEGMENTS] as number; p < end; p++) {
      const entry = postings[p] as number;
      if (entry & FIELD.code) codeDocs.add(entry >>> FIELD_BITS);
    }
  }
  const exactIds = words.map((word) => ids.get(word));
  const [lastLo, lastHi] = prefixRange(terms, words[words.length - 1] as string);
  const allowed = allowedTypes(types);
  const docBits = Math.max(1, Math.ceil(Math.log2(index.docs.length + 1)));
  const docSpan = 2 ** docBits;
  const keys = scratch.keys;
  let keyCount = 0;

  for (let c = 0; c < candidateCount; c++) {
    const doc = candidates[c] as number;
    if (!allowed[docType[doc] as number]) continue;
    const docTypos = typos[doc] as number;
    let docTier = tier[doc] as number;
    if (docTier >= TIER.nameOrCode && docTypos === 0) {
      const from = nameStart[doc] as number;
      const to = nameStart[doc + 1] as number;
      const skip = nameSkip[doc] as number;
      docTier = Math.max(
        docTier,
        nameTier(nameTerms, from, to, exactIds, lastLo, lastHi),
        skip ? nameTier(nameTerms, from + skip, to, exactIds, lastLo, lastHi) : 0,
      );
    }
    const docRules = rules(codeDocs.has(doc), fuzzy[doc] as number, docTypos, docTier, completions[doc] as number);
    const s = score(docRules, docPopularity[doc] as number);
    keys[keyCount++] = s * docSpan + (docSpan - 1 - doc);
  }
  return Array.from(topKeys(keys, keyCount, limit), (key) => docSpan - 1 - (key % docSpan));
}

/**
 * A run of postings that all rank alike but for their document (documents are by popularity, see
 * `buildSearchIndex`); `mask`: only its entries with those field bits count.
 */
type PostingRun = { rules: number; at: number; end: number; mask: number };

/**
 * A one-word query without walking every posting. A document's match of one word is its best posting, and
 * each segment of a term's postings ranks alike but for its document, which is its order. So the runs are read
 * best rules first, runs of equal rules merged by document, and the first `limit` documents met are the answer.
 * Documents whose code is the word itself rank above all: their runs are the word's own postings with the code
 * field, under rules that say so.
 */
function rankOneWord(
  index: SearchIndex,
  scratch: Scratch,
  word: string,
  ranges: TermRange[],
  table: Uint8Array,
  limit: number,
  types: readonly SearchItemType[] | undefined,
): number[] {
  const { ids, segmentStart, postings, termFields, docType } = index.data;
  const short = word.length < MIN_DESCRIPTION_PREFIX;
  const runs: PostingRun[] = [];
  const addRuns = (term: number, code: number, codeExact: boolean) => {
    for (let segment = 0; segment < SEGMENTS; segment++) {
      const at = segmentStart[term * SEGMENTS + segment] as number;
      const end = segmentStart[term * SEGMENTS + segment + 1] as number;
      if (at === end || (short && isPrefixCode(code) && segment === Segment.description)) continue;
      if (codeExact && segment > Segment.nameOrCode) continue; // no code postings there
      runs.push({
        rules: rules(codeExact, isFuzzyCompletion(code) ? 1 : 0, typosOf(code), segmentTier(segment, code), isPrefixCode(code) ? 1 : 0),
        at,
        end,
        mask: codeExact ? FIELD.code : 0,
      });
    }
  };
  for (const [lo, hi] of mergedRuns(ranges))
    for (let term = lo; term < hi; term++) if (table[term]) addRuns(term, table[term] as number, false);
  const exact = ids.get(word);
  if (exact !== undefined && (termFields[exact] as number) & FIELD.code) addRuns(exact, matchCode(0, false), true);
  runs.sort((a, b) => b.rules - a.rules);

  const allowed = allowedTypes(types);
  const seen = scratch.stamp;
  const generation = ++scratch.generation;
  const out: number[] = [];
  const take = (doc: number) => {
    if (seen[doc] === generation) return;
    seen[doc] = generation;
    if (allowed[docType[doc] as number]) out.push(doc);
  };
  for (let i = 0; i < runs.length && out.length < limit; ) {
    let j = i + 1;
    while (j < runs.length && (runs[j] as PostingRun).rules === (runs[i] as PostingRun).rules) j++;
    mergeRuns(runs.slice(i, j), postings, take, () => out.length >= limit);
    i = j;
  }
  return out;
}

/** Hands the documents of `runs` to `take` in order, until `done`. */
function mergeRuns(runs: PostingRun[], postings: Int32Array, take: (doc: number) => void, done: () => boolean) {
  // Each run's `at` rests on an entry with its field bits, or at its end.
  const settle = (run: PostingRun) => {
    while (run.at < run.end && ((postings[run.at] as number) & run.mask) !== run.mask) run.at++;
    return run.at < run.end;
  };
  const head = (run: PostingRun) => postings[run.at] as number;
  const live = runs.filter(settle);
  while (live.length > 0 && !done()) {
    let best = 0;
    for (let r = 1; r < live.length; r++) if (head(live[r] as PostingRun) < head(live[best] as PostingRun)) best = r;
    const run = live[best] as PostingRun;
    take((postings[run.at] as number) >>> FIELD_BITS);
    run.at++;
    if (!settle(run)) live.splice(best, 1);
  }
}

/**
 * Walks one word's postings and records, per document, its best match code and field tier in
 * `scratch.wordCode`/`wordTier` (stamped in `wordStamp`). With `only`, documents that are not current
 * candidates are passed over; without, every document found is listed in `scratch.candidates`.
 */
function collect(
  scratch: Scratch,
  runs: Array<[number, number]>,
  table: Uint8Array,
  segmentStart: Int32Array,
  postings: Int32Array,
  only: { stamp: Int32Array; generation: number } | null,
  shortWord: boolean,
  generation = ++scratch.generation,
): number {
  const { wordStamp, wordCode, wordTier, candidates } = scratch;
  let found = 0;
  for (const [lo, hi] of runs) {
    for (let term = lo; term < hi; term++) {
      const code = table[term] as number;
      if (code === 0) continue;
      for (let p = segmentStart[term * SEGMENTS] as number, end = segmentStart[(term + 1) * SEGMENTS] as number; p < end; p++) {
        const entry = postings[p] as number;
        const doc = entry >>> FIELD_BITS;
        if (only && only.stamp[doc] !== only.generation) continue;
        if (shortWord && isPrefixCode(code) && (entry & FIELD_MASK) === FIELD.description) continue;
        const t = fieldTier(entry & FIELD_MASK);
        if (wordStamp[doc] !== generation) {
          wordStamp[doc] = generation;
          if (!only) candidates[found++] = doc;
        } else if (matchRank(code, t) <= matchRank(wordCode[doc] as number, wordTier[doc] as number)) continue;
        wordCode[doc] = code;
        wordTier[doc] = t;
      }
    }
  }
  return found;
}

/** exactName when the name's words are the query's, namePrefix when the name starts with the query, else 0. */
function nameTier(
  nameTerms: Int32Array,
  start: number,
  end: number,
  exactIds: Array<number | undefined>,
  lastLo: number,
  lastHi: number,
): number {
  const n = exactIds.length;
  if (end - start < n) return 0;
  for (let i = 0; i < n - 1; i++) if (nameTerms[start + i] !== exactIds[i]) return 0;
  const last = nameTerms[start + n - 1] as number;
  if (last === exactIds[n - 1] && end - start === n) return TIER.exactName;
  if (last >= lastLo && last < lastHi) return TIER.namePrefix;
  return 0;
}
