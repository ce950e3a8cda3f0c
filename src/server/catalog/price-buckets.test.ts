import { describe, expect, it } from "vitest";
import { niceAmount, priceBuckets } from "./price-buckets";

describe("niceAmount", () => {
  it("rounds to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceAmount(1249)).toBe(1000);
    expect(niceAmount(2340)).toBe(2500);
    expect(niceAmount(3900)).toBe(5000);
    expect(niceAmount(16_800)).toBe(20_000);
    expect(niceAmount(780_000)).toBe(1_000_000);
  });
});

describe("priceBuckets", () => {
  it("has no ranges when every product costs the same or there is nothing listed", () => {
    expect(priceBuckets([])).toEqual([]);
    expect(priceBuckets([12_900, 12_900])).toEqual([]);
  });

  it("covers the list with open-ended first and last ranges in increasing order", () => {
    const prices = [90_000, 120_000, 240_000, 480_000, 990_000, 2_400_000, 5_100_000, 9_900_000, 24_000_000, 89_000_000];
    const buckets = priceBuckets(prices);
    expect(buckets.length).toBeGreaterThanOrEqual(3);
    expect(buckets[0]?.min).toBeNull();
    expect(buckets.at(-1)?.max).toBeNull();
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]?.min).toBe(buckets[i - 1]?.max);
    expect(buckets[1]?.value).toBe(`${buckets[1]?.min}-${buckets[1]?.max}`);
    // Every price falls in some range.
    for (const p of prices) expect(buckets.some((b) => (b.min ?? 0) * 100 <= p && (b.max === null || p <= b.max * 100))).toBe(true);
  });
});
