/**
 * Reads an amount typed the Turkish way ("1.234,56", "1234,5", "12") into integer kuruş, or null when it is
 * not an amount. Dots are thousands separators only in groups of three; the comma is the decimal mark.
 */
export function parseLiraInput(input: string): number | null {
  const s = input.trim().replace(/\s|TL|₺/g, "");
  const m = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const lira = Number(m[1]!.replaceAll(".", ""));
  const kurus = lira * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(kurus) ? kurus : null;
}

/** The editable form of an amount: 123456 -> "1234,56" (no thousands dots, so it parses back unchanged). */
export function liraInputValue(kurus: number): string {
  const abs = Math.abs(kurus);
  return `${kurus < 0 ? "-" : ""}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}
