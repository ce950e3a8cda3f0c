/** Number formatting for generated Turkish copy and specification values. */
const formatters = new Map<number, Intl.NumberFormat>();
const nf = (digits: number) => {
  let f = formatters.get(digits);
  if (!f) {
    f = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(digits, f);
  }
  return f;
};

export const num = (n: number, digits = 0) => nf(digits).format(n);

/** Rounds a price in TL to a "shop" value (e.g. 1.249, 38.900) and returns kuruş. */
export function shopPrice(tl: number): number {
  const step = tl >= 100_000 ? 1000 : tl >= 10_000 ? 100 : tl >= 1000 ? 10 : 5;
  const rounded = Math.max(step, Math.round(tl / step) * step);
  const nice = step >= 10 ? rounded - step / 10 : rounded;
  return Math.round(nice * 100);
}

export const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export const brandNames: Record<string, string> = {
  lumora: "Lumora",
  ankajet: "Ankajet",
  nordiva: "Nordiva",
  pigmentra: "Pigmentra",
  kuvarlux: "Kuvarlux",
  teknokur: "Teknokür",
  rotavia: "Rotavia",
  lazerya: "Lazerya",
  medyalin: "Medyalin",
};

export const brandPrefix: Record<string, string> = {
  lumora: "LM",
  ankajet: "AJ",
  nordiva: "NV",
  pigmentra: "PGM",
  kuvarlux: "KVX",
  teknokur: "TKR",
  rotavia: "RTV",
  lazerya: "LZR",
  medyalin: "MDL",
};
