/**
 * The order of a filter's values: quantities by size, whatever unit they are written in ("500 ml" before "1 L"
 * before "5 L"), everything else the Turkish way with numbers by value ("2 kafa" before "10 kafa").
 */

const collator = new Intl.Collator("tr", { numeric: true, sensitivity: "base" });

// Each unit as a multiple of its dimension's base unit.
const UNITS: Record<string, { dimension: string; factor: number }> = {
  ml: { dimension: "volume", factor: 0.001 },
  cl: { dimension: "volume", factor: 0.01 },
  l: { dimension: "volume", factor: 1 },
  lt: { dimension: "volume", factor: 1 },
  mg: { dimension: "mass", factor: 0.001 },
  g: { dimension: "mass", factor: 1 },
  gr: { dimension: "mass", factor: 1 },
  kg: { dimension: "mass", factor: 1000 },
  mm: { dimension: "length", factor: 0.001 },
  cm: { dimension: "length", factor: 0.01 },
  m: { dimension: "length", factor: 1 },
};

/** "500 ml" → volume 0.5; "0,5 L" → volume 0.5; a value that is not one number and a known unit → null. */
function quantityOf(value: string): { dimension: string; size: number } | null {
  const match = /^(\d+(?:[.,]\d+)?)\s*([a-zA-Z]+)$/.exec(value.trim());
  const unit = match && UNITS[match[2]!.toLowerCase()];
  if (!unit) return null;
  return { dimension: unit.dimension, size: Number(match[1]!.replace(",", ".")) * unit.factor };
}

export function compareFacetValues(a: string, b: string): number {
  const qa = quantityOf(a);
  const qb = quantityOf(b);
  if (qa && qb && qa.dimension === qb.dimension && qa.size !== qb.size) return qa.size - qb.size;
  return collator.compare(a, b);
}
