import { describe, expect, it } from "vitest";
import { compareFacetValues } from "./facet-order";

const sorted = (values: string[]) => [...values].sort(compareFacetValues);

describe("the order of a filter's values", () => {
  it("puts quantities in order of size whatever their unit", () => {
    expect(sorted(["1 L", "5 L", "500 ml"])).toEqual(["500 ml", "1 L", "5 L"]);
    expect(sorted(["1 kg", "250 g", "0,5 kg"])).toEqual(["250 g", "0,5 kg", "1 kg"]);
    expect(sorted(["1,6 m", "137 cm", "3,2 m"])).toEqual(["137 cm", "1,6 m", "3,2 m"]);
  });

  it("orders other values the Turkish way, numbers by value", () => {
    expect(sorted(["10 kafa", "2 kafa", "Çift", "Beyaz"])).toEqual(["2 kafa", "10 kafa", "Beyaz", "Çift"]);
    expect(sorted(["1 L", "Siyah", "500 ml"])).toEqual(["500 ml", "1 L", "Siyah"]);
  });
});
