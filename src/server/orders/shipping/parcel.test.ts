import { describe, expect, it } from "vitest";
import { parcelOf } from "./parcel";

describe("the order's parcel", () => {
  it("adds the items' volumes into one box as long and wide as the largest item, charged by desi", () => {
    const parcel = parcelOf([
      { length: 30, width: 20, height: 10, weight: 1500, quantity: 2 },
      { length: 20, width: 10, height: 10, weight: 500, quantity: 1 },
    ]);
    expect(parcel).toEqual({ length: 30, width: 20, height: 24, weight: 3.5, desi: 4.8 });
  });

  it("is charged by weight when the parcel is heavier than its desi", () => {
    expect(parcelOf([{ length: 10, width: 10, height: 10, weight: 8000, quantity: 1 }])?.desi).toBe(8);
  });

  it("has none when an item has no box size or weight: freight goes by hand", () => {
    expect(parcelOf([{ length: 100, width: 80, height: null, weight: 90000, quantity: 1 }])).toBeNull();
    expect(parcelOf([])).toBeNull();
  });
});
