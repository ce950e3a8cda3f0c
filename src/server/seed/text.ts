/** Turkish-aware folding, slugs and ASCII transliteration (the PDF standard font has no ş, ğ, ı). */
const foldMap: Record<string, string> = { ı: "i", ş: "s", ç: "c", ğ: "g", ö: "o", ü: "u", â: "a", î: "i", û: "u" };

export function foldTurkish(text: string): string {
  return text
    .toLocaleLowerCase("tr")
    .replace(/i̇/g, "i")
    .replace(/[ışçğöüâîû]/g, (ch) => foldMap[ch] ?? ch);
}

export function slugify(text: string): string {
  return foldTurkish(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const asciiMap: Record<string, string> = {
  ı: "i",
  İ: "I",
  ş: "s",
  Ş: "S",
  ğ: "g",
  Ğ: "G",
  ç: "c",
  Ç: "C",
  ö: "o",
  Ö: "O",
  ü: "u",
  Ü: "U",
  â: "a",
  Â: "A",
  î: "i",
  û: "u",
  "°": " ",
  "±": "+/-",
  µ: "u",
  "²": "2",
  "³": "3",
  "×": "x",
  "–": "-",
  "—": "-",
  "’": "'",
  "‘": "'",
  "“": '"',
  "”": '"',
  "…": "...",
  "₺": "TL",
  "·": "-",
};

export function toAscii(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, (ch) => asciiMap[ch] ?? "?");
}

export const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Reading time at 200 words per minute, at least one minute. */
export const readingMinutes = (markdown: string) => Math.max(1, Math.ceil(wordCount(markdown) / 200));

export const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** 1234567 kuruş -> "12.345,67 TL" for generated copy. */
export function formatTl(kurus: number): string {
  const n = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kurus / 100);
  return `${n} TL`;
}
