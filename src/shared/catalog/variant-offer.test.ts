import { describe, expect, it } from "vitest";
import { defaultVariant, pricesVary } from "./variant-offer";

const v = (id: number, salesPrice: number, stock = 5) => ({ id, attributes: { Hacim: `${id} L` }, salesPrice, stock });
const inks = [v(1, 2000), v(2, 9000), v(3, 1900, 0), v(4, 8500)];

describe("defaultVariant", () => {
  it("is the cheapest variant in stock, and the cheapest when none is", () => {
    expect(defaultVariant(inks)?.id).toBe(1);
    expect(defaultVariant(inks.map((x) => ({ ...x, stock: 0 })))?.id).toBe(3);
    expect(defaultVariant([])).toBeUndefined();
  });
});

describe("pricesVary", () => {
  it("compares the prices a shopper can buy at, all of them when nothing is in stock", () => {
    expect(pricesVary(inks)).toBe(true);
    expect(pricesVary([v(1, 2000), v(2, 2000), v(3, 1900, 0)])).toBe(false);
    expect(pricesVary([v(1, 2000, 0), v(2, 2100, 0)])).toBe(true);
    expect(pricesVary([])).toBe(false);
  });
});
