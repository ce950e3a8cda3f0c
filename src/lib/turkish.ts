/**
 * Turkish-aware text helpers. Plain `toLowerCase()` turns "İ" into "i" + U+0307 and "I" into
 * "i" (it should be "ı"), so everything here goes through the `tr` locale.
 */

const TR = "tr";

// Combining marks left over after NFD (cedilla, breve, diaeresis, circumflex, the dot of a
// naively lower-cased İ, accents on borrowed words).
const COMBINING_MARKS = /\p{M}+/gu;

/**
 * One normal form for indexing and for queries, so "IŞIK", "ışık" and "isik" all meet at "isik".
 * "ı" has no decomposition, so stripping marks would leave it alone: it is mapped explicitly.
 */
export function foldTurkish(s: string): string {
  return s.toLocaleLowerCase(TR).replace(/ı/g, "i").normalize("NFD").replace(COMBINING_MARKS, "").replace(/\s+/g, " ").trim();
}

// A word starts at any run of non-whitespace; only whitespace separates words, so an apostrophe
// suffix stays lower case ("TÜRKİYE'NİN" -> "Türkiye'nin") and hyphenated words keep one capital.
const WORD = /\S+/gu;
const FIRST_LETTER = /\p{L}/u;

/**
 * Abbreviations the catalogue's names use, kept in capitals by title case ("UV KÜRLEME" -> "UV Kürleme"):
 * title-casing cannot tell them from words, so they are named here.
 */
const ABBREVIATIONS = new Set(["uv", "led", "dtf", "cnc", "pvc", "cmyk", "rgb", "usb", "co2", "3d"]);
const LETTERS_AND_DIGITS = /[\p{L}\p{N}]+/u;

function titleWord(word: string): string {
  const lower = word.toLocaleLowerCase(TR);
  const core = LETTERS_AND_DIGITS.exec(lower)?.[0];
  if (core && ABBREVIATIONS.has(core)) return lower.replace(core, core.toLocaleUpperCase(TR));
  const match = FIRST_LETTER.exec(lower);
  if (!match) return lower;
  const i = match.index;
  // Code point, not code unit, so a letter outside the BMP is not split in half.
  const first = String.fromCodePoint(lower.codePointAt(i) ?? 0);
  return lower.slice(0, i) + first.toLocaleUpperCase(TR) + lower.slice(i + first.length);
}

/**
 * Title case by Turkish rules: the first letter of each whitespace-separated word upper-cased,
 * the rest lower-cased, both with the `tr` locale ("IŞIK" -> "Işık", "MAKİNELER" -> "Makineler").
 * The abbreviations above stay in capitals ("UV KÜRLEME" -> "UV Kürleme"); small words ("ve", "ile")
 * are capitalised like any other.
 */
export function turkishTitleCase(s: string): string {
  return s.replace(WORD, titleWord);
}

/**
 * Mobile nav item names, title-cased with the Turkish dotless "ı" where the name has one.
 *
 * Interpretation: names are stored upper case ("YAZICILAR", "MAKİNELER"). A non-Turkish lower-case
 * turns the capital I into a dotted "i" ("Yazicilar"); the original swapped that "i" for "ı" to get
 * Turkish back. Swapping every "i" would also break the words that really have one
 * ("Makıneler"), so we do what the swap was for: Turkish-locale title case, where I -> ı and İ -> i.
 * A name that was already lower-cased the naive way ("maki̇neler", i + U+0307) loses the stray dot.
 */
export function dotlessTitle(s: string): string {
  return turkishTitleCase(s.normalize("NFC").replace(/i\u0307/g, "i"));
}

/** What slugify() makes: lower-case ASCII words joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** ASCII kebab-case slug from any Turkish text: "Baskı Makineleri & UV" -> "baski-makineleri-uv". */
export function slugify(s: string): string {
  return foldTurkish(s)
    .replace(/['’]/g, "") // "Türkiye'nin" -> "turkiyenin", not "turkiye-nin"
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
