import { searchWords } from "@/lib/search-query";

/** Longest query we look at, in words; more words only narrow an already empty answer. */
export const MAX_QUERY_WORDS = 8;

const DIGIT = /\p{N}/u;

/**
 * A product code as words plus its compact form: "UV-1200" gives ["uv", "1200", "uv1200"], so "UV-1200",
 * "uv 1200" and "uv1200" all find it.
 */
export function codeWords(code: string): string[] {
  const words = searchWords(code);
  return words.length > 1 ? [...words, words.join("")] : words;
}

// A model number written in parts: "AH-1024", "NV-E130-4H", "LZR-C0604-80".
const MODEL_NUMBER = /[\p{L}\p{N}]+(?:[-/.][\p{L}\p{N}]+)+/gu;

/**
 * The joined forms of the model numbers in a name ("AH-1024" -> "ah1024"), so a model typed without its dash
 * is found as a whole word, like a product code.
 */
export function joinedModelNumbers(text: string): string[] {
  return (text.match(MODEL_NUMBER) ?? []).filter((m) => DIGIT.test(m)).map((m) => searchWords(m).join(""));
}

export const hasDigit = (word: string) => DIGIT.test(word);

/**
 * Typos allowed in a query word (one from 5 characters, two from 9). Words with digits are codes,
 * sizes or model numbers: "1200" must not find "1250", so they get none.
 */
export function allowedTypos(word: string): number {
  if (hasDigit(word)) return 0;
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/**
 * Folded Turkish suffixes (plural, possessive, case) a query word may carry over the catalogue's word:
 * "yazıcılar" finds "yazıcı", "lambası" finds "lamba", "kartuşu" finds "kartuş". Postgres' Turkish stemmer
 * is inconsistent (docs/adr/0004), so we only strip, never rewrite, and count the match like one typo.
 */
const SUFFIXES = [
  "lar",
  "ler",
  "lari",
  "leri",
  "larin",
  "lerin",
  "si",
  "su",
  "i",
  "u",
  "in",
  "un",
  "nin",
  "nun",
  "yi",
  "yu",
  "ya",
  "ye",
  "da",
  "de",
  "ta",
  "te",
  "dan",
  "den",
  "tan",
  "ten",
];
const MIN_STEM = 3;

/** The stems a query word may stand for, longest first (see SUFFIXES). */
export function stemsOf(word: string): string[] {
  if (hasDigit(word)) return [];
  const stems: string[] = [];
  for (const suffix of SUFFIXES) {
    if (word.length - suffix.length >= MIN_STEM && word.endsWith(suffix)) stems.push(word.slice(0, -suffix.length));
  }
  return stems.sort((a, b) => b.length - a.length);
}
