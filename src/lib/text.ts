/**
 * Plain-text helpers for user-written content (review text, whose markup is stripped
 * before sending and again on the server, docs/adr/0008) and for blog metadata.
 */

// Contents of these elements are code or styling, never text a reader wrote.
const HIDDEN_ELEMENTS = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
// Only "<" followed by a letter, "/", "!" or "?" opens a tag, so "3 < 5 > 2" is left as text.
const TAG = /<\/?[a-zA-Z][^>]*>|<[!?][^>]*>/g;

/**
 * Removes HTML tags, comments and script/style contents, keeping the text between tags.
 * The result is text, not safe HTML: a lone "<" survives, which is what escapeHtml is for.
 */
export function stripHtml(s: string): string {
  let current = s;
  // Repeat until stable: removing "<b>" from "<scr<b>ipt>" would otherwise leave "<script>".
  for (;;) {
    const next = current.replace(HIDDEN_ELEMENTS, "").replace(COMMENT, "").replace(TAG, "");
    if (next === current) return next;
    current = next;
  }
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes the five characters that matter in HTML text and attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export const WORDS_PER_MINUTE = 200;

/**
 * Estimated reading time, rounded up so a long read is never announced as shorter; at least 1. A word is a run
 * without white space that holds a letter or a digit, so markdown marks ("#", "-", "|") are not counted.
 */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
