/** Formatting of generated copy. */
export const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** 1234567 kuruş -> "12.345,67 TL" for generated copy. */
export function formatTl(kurus: number): string {
  const n = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kurus / 100);
  return `${n} TL`;
}
