/**
 * Price ranges for the listing's price facet, fitted to the listed products: cut at the
 * quintiles and rounded to amounts a shopper reads at a glance (1.000, 2.500, 50.000 TL), so each
 * range holds a similar share of the list whether it is ink at 900 TL or machines at 900.000 TL.
 */

export type PriceBucket = { min: number | null; max: number | null; value: string };

const NICE_STEPS = [1, 2, 2.5, 5, 10];
const BUCKETS = 5;

/** The nearest of 1, 2, 2.5 and 5 times a power of ten. */
export function niceAmount(lira: number): number {
  if (lira <= 0) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(lira));
  const scaled = lira / magnitude;
  let best = 1;
  for (const step of NICE_STEPS) if (Math.abs(step - scaled) < Math.abs(best - scaled)) best = step;
  return best * magnitude;
}

/** Ranges in whole lira; the first has no lower bound and the last no upper bound. */
export function priceBuckets(pricesKurus: number[]): PriceBucket[] {
  const sorted = [...pricesKurus].sort((a, b) => a - b).map((k) => k / 100);
  const lowest = sorted[0];
  const highest = sorted[sorted.length - 1];
  if (lowest === undefined || highest === undefined || lowest === highest) return [];
  const cuts: number[] = [];
  for (let i = 1; i < BUCKETS; i++) {
    const cut = niceAmount(sorted[Math.floor((sorted.length * i) / BUCKETS)] ?? highest);
    if (cut > lowest && cut < highest && cut > (cuts[cuts.length - 1] ?? 0)) cuts.push(cut);
  }
  if (cuts.length === 0) return [];
  const bounds: (number | null)[] = [null, ...cuts, null];
  return bounds.slice(0, -1).map((min, i) => {
    const max = bounds[i + 1] ?? null;
    return { min, max, value: `${min ?? ""}-${max ?? ""}` };
  });
}
