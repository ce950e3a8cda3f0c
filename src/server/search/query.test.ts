import { describe, expect, it } from "vitest";
import { rank } from "./query";
import { buildSearchIndex, type SearchDocument } from "./search-index";

let nextId = 1;
function product(name: string, extra: Partial<SearchDocument> = {}): SearchDocument {
  const id = nextId++;
  return { type: "product", id, slug: `p-${id}`, name, brandName: extra.brand ?? null, image: null, popularity: 0, ...extra };
}

const docs: SearchDocument[] = [
  product("UV LED Kürleme Ünitesi 1200", { codes: ["UV-1200"], brand: "Lumora", categories: ["UV Kürleme"] }),
  product("Solvent Mürekkep Kartuşu Siyah", { codes: ["MK-440-BK"], brand: "Inkwell", categories: ["Mürekkepler"] }),
  product("Eko Solvent Yazıcı 160", {
    codes: ["ES-160"],
    brand: "Printa",
    categories: ["Yazıcılar"],
    description: "Tabela ve araç giydirme için geniş format baskı.",
  }),
  product("Işık Kutusu Profili", { codes: ["IK-20"], categories: ["Aksesuarlar"] }),
  product("Baskı Kafası Temizleme Sıvısı", { codes: ["TS-1"], brand: "Inkwell", categories: ["Bakım"], popularity: 5 }),
  product("Kafa Kablosu", { codes: ["KK-9"], categories: ["Yedek Parça"] }),
  product("Laminasyon Makinesi", { codes: ["LM-1600"], brand: "Printa", categories: ["Makineler"] }),
  product("Mürekkep Pompası", { codes: ["MP-2"], categories: ["Yedek Parça"], popularity: 9 }),
  { type: "brand", id: 1, slug: "inkwell", name: "Inkwell", brandName: null, image: null, popularity: 0 },
  { type: "navigation", id: 1, slug: "yazicilar", name: "Yazıcılar", brandName: null, image: null, popularity: 0 },
];
const index = buildSearchIndex(docs);
const names = (query: string, limit = 10) => rank(index, query, { limit }).map((d) => docs[d]?.name);

describe("search ranking over a small catalogue", () => {
  it("folds Turkish letters on both sides, including the capital İ and I", () => {
    expect(names("ışık")[0]).toBe("Işık Kutusu Profili");
    expect(names("ISIK")[0]).toBe("Işık Kutusu Profili");
    expect(names("IŞIK KUTUSU")[0]).toBe("Işık Kutusu Profili");
    expect(names("kurleme unitesi")[0]).toBe("UV LED Kürleme Ünitesi 1200");
  });

  it("completes the last word and tolerates typos from five letters", () => {
    expect(names("lamina")[0]).toBe("Laminasyon Makinesi");
    expect(names("laminasyn")[0]).toBe("Laminasyon Makinesi");
    expect(names("murekep")).toContain("Solvent Mürekkep Kartuşu Siyah");
    expect(names("kafs")).toEqual([]); // four letters: no typo allowed
  });

  it("allows two typos from nine letters", () => {
    expect(names("laminsayon")[0]).toBe("Laminasyon Makinesi");
  });

  it("matches product codes with or without dashes and spaces", () => {
    for (const q of ["UV-1200", "uv1200", "uv 1200", "UV1200"]) expect(names(q)[0]).toBe("UV LED Kürleme Ünitesi 1200");
    expect(names("mk440bk")[0]).toBe("Solvent Mürekkep Kartuşu Siyah");
  });

  it("never lets a typo change a number", () => {
    expect(names("uv-1201")).toEqual([]);
  });

  it("requires every word", () => {
    expect(names("solvent siyah")).toEqual(["Solvent Mürekkep Kartuşu Siyah"]);
    expect(names("solvent pompası")).toEqual([]);
  });

  it("strips Turkish suffixes the catalogue word does not carry", () => {
    expect(names("yazıcılar")).toContain("Eko Solvent Yazıcı 160");
    expect(names("kartuşu")[0]).toBe("Solvent Mürekkep Kartuşu Siyah");
  });

  it("ranks the name above the brand and the brand above the description", () => {
    // "Inkwell" the brand itself first, then its products.
    expect(names("inkwell")).toEqual(["Inkwell", "Baskı Kafası Temizleme Sıvısı", "Solvent Mürekkep Kartuşu Siyah"]);
    expect(names("tabela")).toEqual(["Eko Solvent Yazıcı 160"]);
  });

  it("puts an exact name before a name that starts with the query before a name that contains it", () => {
    expect(names("kafa")).toEqual(["Kafa Kablosu", "Baskı Kafası Temizleme Sıvısı"]);
    expect(names("mürekkep")[0]).toBe("Mürekkep Pompası");
  });

  it("breaks ties with best sellers", () => {
    expect(names("inkwell", 3).slice(1)).toEqual(["Baskı Kafası Temizleme Sıvısı", "Solvent Mürekkep Kartuşu Siyah"]);
  });

  it("filters by type and honours the limit", () => {
    expect(rank(index, "yazıcı", { limit: 10, types: ["product"] }).map((d) => docs[d]?.type)).toEqual(["product"]);
    expect(names("solvent", 1)).toHaveLength(1);
  });
});
