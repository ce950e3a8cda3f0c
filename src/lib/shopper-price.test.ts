import { describe, expect, it } from "vitest";
import { breakPrice, resolveUnitPrice } from "./shopper-price";

const breaks = [
  { minQuantity: 10, price: 900 },
  { minQuantity: 50, price: 800 },
];

describe("a shopper's unit price", () => {
  it("takes the volume break a quantity reaches: just below, at and above each break", () => {
    expect([9, 10, 11, 49, 50, 51].map((q) => breakPrice(breaks, q))).toEqual([null, 900, 900, 900, 800, 800]);
    expect(resolveUnitPrice(1000, 9, null, breaks)).toEqual({ price: 1000, kind: "public" });
    expect(resolveUnitPrice(1000, 10, null, breaks)).toEqual({ price: 900, kind: "volume" });
    expect(resolveUnitPrice(1000, 50, null, breaks)).toEqual({ price: 800, kind: "volume" });
  });

  it("gives a group's fixed price before its percentage, rounded half up", () => {
    expect(resolveUnitPrice(1005, 1, { discountPercent: 15, fixedPrice: null }, [])).toEqual({ price: 854, kind: "group" });
    expect(resolveUnitPrice(1000, 1, { discountPercent: 15, fixedPrice: 700 }, [])).toEqual({ price: 700, kind: "group" });
  });

  it("charges the lower of the group's price and the volume break, and never more than the public price", () => {
    const group = { discountPercent: 15, fixedPrice: null };
    expect(resolveUnitPrice(1000, 10, group, breaks)).toEqual({ price: 850, kind: "group" });
    expect(resolveUnitPrice(1000, 50, group, breaks)).toEqual({ price: 800, kind: "volume" });
    expect(resolveUnitPrice(1000, 1, { discountPercent: 0, fixedPrice: 1200 }, [])).toEqual({ price: 1000, kind: "public" });
    expect(resolveUnitPrice(1000, 1, { discountPercent: 0, fixedPrice: null }, [])).toEqual({ price: 1000, kind: "public" });
  });
});
