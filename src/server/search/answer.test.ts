import { describe, expect, it } from "vitest";
import { answer } from "./answer";
import { buildSearchIndex, type SearchDocument } from "./search-index";
import { shopWeek } from "./search-stats";
import { compileSearchRules, noSearchRules, synonymVariants } from "./synonyms";

let nextId = 1;
function product(name: string, extra: Partial<SearchDocument> = {}): SearchDocument {
  const id = nextId++;
  return { type: "product", id, slug: `p-${id}`, name, brandName: extra.brand ?? null, image: null, popularity: 0, ...extra };
}

const docs: SearchDocument[] = [
  product("Lumora UV-1200 Flatbed Yazıcı", { codes: ["UV-1200"], brand: "Lumora", categories: ["Yazıcılar"] }),
  product("Lumora UV-2500 Flatbed Yazıcı", { codes: ["UV-2500"], brand: "Lumora", categories: ["Yazıcılar"], popularity: 9 }),
  product("Printa Flatbed Yazıcı Masası", { codes: ["PR-MS"], brand: "Printa", categories: ["Aksesuarlar"], popularity: 20 }),
  product("Solvent Mürekkep Siyah", { codes: ["MK-440"], brand: "Inkwell", categories: ["Mürekkepler"] }),
  product("UV Baskı Makinesi Kompakt", { codes: ["UB-60"], categories: ["Yazıcılar"] }),
];
const index = buildSearchIndex(docs);
const names = (query: string, rules = noSearchRules, relax = true) => {
  const found = answer(index, rules, query, { limit: 10, relax });
  return { names: found.docs.map((d) => index.docs[d]?.name), partial: found.partial };
};

describe("answers when nothing matches every word", () => {
  it("match every word strictly first, and say when they do not", () => {
    expect(names("lumora uv-1200")).toEqual({ names: ["Lumora UV-1200 Flatbed Yazıcı"], partial: false });
    expect(names("lumora uv-1200 pofuduk").partial).toBe(true);
    expect(names("lumora uv-1200 pofuduk", noSearchRules, false)).toEqual({ names: [], partial: false });
  });

  it("leave out a word no product has", () => {
    expect(names("Lumora UV-1200 Flatbed Yazıcı pofuduk").names[0]).toBe("Lumora UV-1200 Flatbed Yazıcı");
  });

  it("find a model code one character off, after nothing else, and never in the strict pass", () => {
    expect(names("lumora uv-1300 flatbed").names[0]).toBe("Lumora UV-1200 Flatbed Yazıcı");
    // One character from both 1200 and 2500: the best seller first.
    expect(names("lumora uv-2200 flatbed").names.slice(0, 2)).toEqual(["Lumora UV-2500 Flatbed Yazıcı", "Lumora UV-1200 Flatbed Yazıcı"]);
    expect(names("uv1201").names).toEqual(["Lumora UV-1200 Flatbed Yazıcı"]);
    // "2500" exists: the strict answer has it alone.
    expect(names("uv-2500")).toEqual({ names: ["Lumora UV-2500 Flatbed Yazıcı"], partial: false });
  });

  it("weigh a code and a brand above generic words", () => {
    // No product has both: the brand's comes before the best-selling flatbed's, the code's before the brand's.
    expect(names("inkwell flatbed").names[0]).toBe("Solvent Mürekkep Siyah");
    expect(names("inkwell mk-441").names[0]).toBe("Solvent Mürekkep Siyah");
    // Code words ("uv" of UV-2500) weigh above a brand.
    expect(names("printa uv-2500").names).toEqual([
      "Lumora UV-2500 Flatbed Yazıcı",
      "Lumora UV-1200 Flatbed Yazıcı",
      "UV Baskı Makinesi Kompakt",
      "Printa Flatbed Yazıcı Masası",
    ]);
  });

  it("answer nothing when no word matches", () => {
    expect(names("pofuduk şıngırdak")).toEqual({ names: [], partial: false });
  });
});

describe("synonyms and pins", () => {
  const rules = compileSearchRules(
    [
      { terms: "ink", synonym: "mürekkep", twoWay: true },
      { terms: "uv yazıcı", synonym: "uv baskı makinesi", twoWay: false },
    ],
    [{ query: "Flatbed Yazıcı", productId: docs[2]!.id }],
  );

  it("search a synonym's phrase too, one way or both", () => {
    expect(names("ink", rules).names).toEqual(["Solvent Mürekkep Siyah"]);
    expect(names("ink siyah", rules).names).toEqual(["Solvent Mürekkep Siyah"]);
    expect(names("uv yazıcı", rules).names).toContain("UV Baskı Makinesi Kompakt");
    expect(synonymVariants(["uv", "baski", "makinesi"], rules)).toEqual([]);
    expect(synonymVariants(["murekkep"], rules)).toEqual([["ink"]]);
  });

  it("put a pinned product first for its query in any spelling", () => {
    expect(names("FLATBED YAZICI", rules).names[0]).toBe("Printa Flatbed Yazıcı Masası");
    expect(names("flatbed", rules).names[0]).not.toBe(undefined);
  });
});

describe("the week a search is counted in", () => {
  it("starts on Monday, shop time", () => {
    expect(shopWeek(new Date("2026-11-24T10:00:00Z"))).toBe("2026-11-23");
    expect(shopWeek(new Date("2026-11-22T20:59:00Z"))).toBe("2026-11-16");
    // Sunday 21:00 UTC is Monday 00:00 in Istanbul.
    expect(shopWeek(new Date("2026-11-22T21:00:00Z"))).toBe("2026-11-23");
  });
});
