import { allowedTypos, hasDigit, stemsOf } from "./tokens";

/**
 * How a catalogue word matches a query word, as one small number (lower is better):
 * 1 + 2 × typos + (1 when the query word is only a prefix of it). Exact = 1, completion = 2, one typo = 3…
 */
export const matchCode = (typos: number, prefix: boolean) => 1 + 2 * typos + (prefix ? 1 : 0);
export const typosOf = (code: number) => (code - 1) >> 1;
export const isPrefixCode = (code: number) => ((code - 1) & 1) === 1;

/** A run of term ids [lo, hi) that match a query word with the same code. */
export type TermRange = { lo: number; hi: number; code: number };

/** First index in the sorted terms at or after `from` whose term is not below `s`. */
export function lowerBound(terms: readonly string[], s: string, from = 0): number {
  let lo = from;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((terms[mid] as string) < s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// Terms are folded text, so no code unit sorts after U+FFFF: prefix + U+FFFF bounds every completion.
const AFTER_ALL = "\uffff";

/** The ids of the terms that start with `prefix`, as [lo, hi). */
export function prefixRange(terms: readonly string[], prefix: string, from = 0): [number, number] {
  const lo = lowerBound(terms, prefix, from);
  return [lo, lowerBound(terms, prefix + AFTER_ALL, lo)];
}

/**
 * Every term within `maxTypos` edits (Damerau: a swap of two neighbours is one edit) of `word`; in prefix mode
 * also every term that some prefix of is within reach, so "mürekep" completes to "mürekkepler".
 *
 * The sorted term list is walked as if it were a trie: consecutive terms share their common prefix's DP rows,
 * and once a row has no cell within reach the whole run of terms below that prefix is skipped.
 */
export function fuzzyRanges(terms: readonly string[], word: string, maxTypos: number, prefix: boolean, out: TermRange[]) {
  const m = word.length;
  const limit = m + maxTypos; // no term prefix longer than this is within reach of the whole word
  const rows = Array.from({ length: limit + 1 }, () => new Int32Array(m + 1));
  for (let j = 0; j <= m; j++) (rows[0] as Int32Array)[j] = j;
  const bestPrefix = new Int32Array(limit + 1);
  bestPrefix[0] = m;
  let prev = "";
  let valid = 0;
  let i = 0;
  while (i < terms.length) {
    const term = terms[i] as string;
    let depth = 0;
    const shared = Math.min(valid, term.length, prev.length);
    while (depth < shared && term.charCodeAt(depth) === prev.charCodeAt(depth)) depth++;
    valid = depth;
    prev = term;
    let deadAt = 0;
    const end = Math.min(term.length, limit);
    while (valid < end) {
      const d = ++valid;
      const row = rows[d] as Int32Array;
      const up = rows[d - 1] as Int32Array;
      const c = term.charCodeAt(d - 1);
      row[0] = d;
      let min = d;
      for (let j = 1; j <= m; j++) {
        const w = word.charCodeAt(j - 1);
        let v = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + (w === c ? 0 : 1));
        if (d > 1 && j > 1 && c === word.charCodeAt(j - 2) && term.charCodeAt(d - 2) === w)
          v = Math.min(v, ((rows[d - 2] as Int32Array)[j - 2] as number) + 1);
        row[j] = v;
        if (v < min) min = v;
      }
      bestPrefix[d] = Math.min(bestPrefix[d - 1] as number, row[m] as number);
      if (min > maxTypos) {
        deadAt = d;
        break;
      }
    }
    // Below a dead row, or below the depth limit, deeper letters cannot lower any distance: the whole run of
    // terms under this prefix shares the prefix distance reached so far, and none matches whole.
    const settled = deadAt > 0 ? deadAt : term.length > limit ? limit : 0;
    if (settled > 0) {
      const hi = prefixRange(terms, term.slice(0, settled), i)[1];
      const cost = bestPrefix[settled] as number;
      if (prefix && cost <= maxTypos) out.push({ lo: i, hi, code: matchCode(cost, true) });
      valid = settled - 1;
      i = hi;
      continue;
    }
    const full = (rows[term.length] as Int32Array)[m] as number;
    const partial = bestPrefix[term.length] as number;
    let code = full <= maxTypos ? matchCode(full, false) : 0;
    if (prefix && partial <= maxTypos && (code === 0 || matchCode(partial, true) < code)) code = matchCode(partial, true);
    if (code > 0) out.push({ lo: i, hi: i + 1, code });
    i++;
  }
}

/** Words that must be typed whole to match, except the last one, which is still being typed. */
const MIN_INNER_PREFIX = 4;

/**
 * Every vocabulary term a query word matches, with its match code: the word itself, its completions (the last
 * word, and longer words with no digits, so "mürekkep kartuş" finds "mürekkep kartuşu"), its typos, and its
 * stems without a Turkish suffix.
 */
export function expandWord(terms: readonly string[], ids: ReadonlyMap<string, number>, word: string, isLast: boolean): TermRange[] {
  const out: TermRange[] = [];
  const completes = isLast || (word.length >= MIN_INNER_PREFIX && !hasDigit(word));
  const exact = ids.get(word);
  if (exact !== undefined) out.push({ lo: exact, hi: exact + 1, code: matchCode(0, false) });
  if (completes) {
    const [lo, hi] = prefixRange(terms, word);
    if (hi > lo) out.push({ lo, hi, code: matchCode(0, true) });
  }
  const typos = allowedTypos(word);
  if (typos > 0) fuzzyRanges(terms, word, typos, completes, out);
  for (const stem of stemsOf(word)) {
    const id = ids.get(stem);
    if (id !== undefined) out.push({ lo: id, hi: id + 1, code: matchCode(1, false) });
  }
  return out;
}

/** The shortest code word allowed a typo: "a4" one character off is too many other things. */
const MIN_CODE_TYPO_LENGTH = 3;

/**
 * Adds to `out` the terms one character off (`fuzzyRanges`) a word with digits, a model code or number:
 * "2200" finds "1200". Only for queries nothing matches exactly, since then "1200" finding "1250" beats nothing.
 */
export function expandCodeTypos(terms: readonly string[], word: string, isLast: boolean, out: TermRange[]) {
  if (hasDigit(word) && word.length >= MIN_CODE_TYPO_LENGTH) fuzzyRanges(terms, word, 1, isLast, out);
}
