/** ASCII transliteration for the generated PDFs (their standard font has no ş, ğ, ı) and formatting of generated copy. */
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

export const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** 1234567 kuruş -> "12.345,67 TL" for generated copy. */
export function formatTl(kurus: number): string {
  const n = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kurus / 100);
  return `${n} TL`;
}
