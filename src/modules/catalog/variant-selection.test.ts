import { describe, expect, it } from "vitest";
import { chooseVariant, variantPicker } from "./variant-selection";

const v = (id: number, attributes: Record<string, string>, salesPrice: number, stock = 5) => ({ id, attributes, salesPrice, stock });
const inks = [
  v(1, { Renk: "Cyan", Hacim: "1 L" }, 2000),
  v(2, { Renk: "Cyan", Hacim: "5 L" }, 9000),
  v(3, { Renk: "Sarı", Hacim: "1 L" }, 1900, 0),
  v(4, { Renk: "Sarı", Hacim: "5 L" }, 8500),
];

describe("chooseVariant", () => {
  it("takes the default on the base URL and the exact match from a suffix", () => {
    expect(chooseVariant(inks, {})).toEqual({ variant: inks[0], fromUrl: false });
    expect(chooseVariant(inks, { Hacim: "5 L", Renk: "Sarı" })).toEqual({ variant: inks[3], fromUrl: true });
  });

  it("reports attributes that name no variant, including a partial selection", () => {
    expect(chooseVariant(inks, { Renk: "Magenta", Hacim: "1 L" })).toEqual({ unknown: true });
    expect(chooseVariant(inks, { Renk: "Cyan" })).toEqual({ unknown: true });
  });
});

describe("variantPicker", () => {
  it("offers each differing attribute, and a value keeps the other choices when it can", () => {
    const groups = variantPicker(inks, inks[1]);
    expect(groups.map((g) => g.name)).toEqual(["Renk", "Hacim"]);
    const renk = groups[0]!;
    expect(renk.values.map((x) => [x.value, x.variant.id, x.selected])).toEqual([
      ["Cyan", 2, true],
      ["Sarı", 4, false],
    ]);
    const hacim = groups[1]!;
    expect(hacim.values.map((x) => [x.value, x.variant.id, x.selected])).toEqual([
      ["1 L", 1, false],
      ["5 L", 2, true],
    ]);
  });

  it("marks values whose variant is out of stock and hides attributes every variant shares", () => {
    const withShared = inks.map((x) => ({ ...x, attributes: { ...x.attributes, Seri: "Pro" } }));
    const groups = variantPicker(withShared, withShared[2]);
    expect(groups.map((g) => g.name)).toEqual(["Renk", "Hacim"]);
    expect(groups[1]!.values.find((x) => x.value === "1 L")).toMatchObject({ selected: true, inStock: false });
  });
});
