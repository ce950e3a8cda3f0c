import { searchWords } from "@/lib/search-query";
import { foldTurkish } from "@/lib/turkish";

export type Segment = { text: string; match: boolean };

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The text folded one character at a time, with where each folded character came from. */
function foldByCharacter(text: string): { folded: string; from: number[]; to: number[] } {
  let folded = "";
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const char of text) {
    const f = /\s/u.test(char) ? " " : foldTurkish(char);
    for (const c of f) {
      folded += c;
      from.push(at);
      to.push(at + char.length);
    }
    at += char.length;
  }
  return { folded, from, to };
}

/**
 * Splits a result's name into plain and matching parts: every word that starts with a query word, compared
 * Turkish-folded, so "isik" marks "Işık" and "uv-12" marks "UV-1200". Typo matches stay unmarked.
 */
export function highlightSegments(text: string, query: string): Segment[] {
  const words = searchWords(query);
  const { folded, from, to } = foldByCharacter(text);
  const marked: Array<[number, number]> = [];
  for (const word of words) {
    for (let p = folded.indexOf(word); p !== -1; p = folded.indexOf(word, p + 1)) {
      if (p > 0 && WORD_CHAR.test(folded[p - 1] as string)) continue;
      marked.push([from[p] as number, to[p + word.length - 1] as number]);
    }
  }
  if (marked.length === 0) return text ? [{ text, match: false }] : [];
  marked.sort((a, b) => a[0] - b[0]);
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of marked) {
    if (end <= at) continue;
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(Math.max(start, at), end), match: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}
