import { describe, expect, it } from "vitest";
import { searchWords } from "@/lib/search-query";
import { FIELD, FIELD_BITS, FIELD_MASK } from "./fields";
import { rank } from "./query";
import { fieldTier, isFuzzyCompletion, TIER } from "./ranking";
import { buildSearchIndex, type SearchDocument, type SearchItemType } from "./search-index";
import { isPrefixCode, typosOf } from "./vocabulary";

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
const names = (query: string, limit = 10) => rank(index, query, { limit }).map((d) => index.docs[d]?.name);

describe("search ranking over a small catalogue", () => {
  it("keeps of each document only what an answer shows, and still finds it by the texts it was built from", () => {
    const printer = index.docs.find((d) => d.name === "Eko Solvent Yazıcı 160");
    expect(printer).toEqual({
      type: "product",
      id: printer?.id,
      slug: printer?.slug,
      name: "Eko Solvent Yazıcı 160",
      brandName: "Printa",
      image: null,
      popularity: 0,
    });
    expect(names("araç giydirme")).toEqual(["Eko Solvent Yazıcı 160"]);
    expect(names("ES-160")).toEqual(["Eko Solvent Yazıcı 160"]);
  });

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
    expect(names("pompa")[0]).toBe("Mürekkep Pompası");
  });

  it("puts a product whose category names the word (its kind) before one whose name only starts with it", () => {
    // The cartridge is in "Mürekkepler"; the pump is a spare part whose name starts with "Mürekkep".
    expect(names("mürekkep")).toEqual(["Solvent Mürekkep Kartuşu Siyah", "Mürekkep Pompası"]);
    expect(names("mürek")).toEqual(["Solvent Mürekkep Kartuşu Siyah", "Mürekkep Pompası"]);
  });

  it("puts whole words, even with a typo, before a typo'd start of a longer word", () => {
    const catalogue = buildSearchIndex([
      product("Mürekkep Serisi Cyan", { popularity: 50 }),
      product("Baskı Plakası", { description: "Sert yüzeyler için" }),
      product("Seri Numarası Etiketi"),
    ]);
    const found = (query: string) => rank(catalogue, query, { limit: 10 }).map((d) => catalogue.docs[d]?.name);
    // "seri" and "sert" are one letter off "şerit"; "serisi" is reached only as "seri…" with a typo: it comes
    // last, though it is in a name and the others are a name's first word and a description's.
    expect(found("ŞERİT")).toEqual(["Seri Numarası Etiketi", "Baskı Plakası", "Mürekkep Serisi Cyan"]);
    expect(found("serit")).toEqual(found("ŞERİT"));
    const withTape = buildSearchIndex([...catalogue.docs, product("Şerit LED Modülü")]);
    expect(rank(withTape, "şerit", { limit: 1 }).map((d) => withTape.docs[d]?.name)).toEqual(["Şerit LED Modülü"]);
  });

  it("breaks ties with best sellers", () => {
    expect(names("inkwell", 3).slice(1)).toEqual(["Baskı Kafası Temizleme Sıvısı", "Solvent Mürekkep Kartuşu Siyah"]);
  });

  it("filters by type and honours the limit", () => {
    expect(rank(index, "yazıcı", { limit: 10, types: ["product"] }).map((d) => index.docs[d]?.type)).toEqual(["product"]);
    expect(names("solvent", 1)).toHaveLength(1);
  });
});

/**
 * One-word queries stop reading postings once they have their answer (`rankOneWord`). Here they are checked
 * against reading everything: every document's best posting of the word, ranked by the rules in order.
 */
describe("one-word ranking against an exhaustive reading", () => {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const syllables = ["ka", "ba", "ma", "ku", "le", "ri", "yaz", "ıcı", "mür", "ek", "kep", "lam"];
  const word = () => Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(syllables)).join("");
  const text = (n: number) => Array.from({ length: n }, word).join(" ");
  const catalogue: SearchDocument[] = Array.from({ length: 400 }, (_, i) => ({
    type: pick(["product", "product", "product", "brand", "navigation"] as const),
    id: i + 1,
    slug: `d-${i}`,
    name: text(1 + Math.floor(random() * 3)),
    brandName: null,
    image: null,
    popularity: Math.floor(random() * 4),
    codes: random() < 0.3 ? [word()] : [],
    brand: random() < 0.5 ? word() : undefined,
    categories: [text(1)],
    description: text(6),
  }));
  const big = buildSearchIndex(catalogue);

  type Key = [codeExact: number, fuzzy: number, typos: number, tier: number, completions: number, doc: number];
  /** Higher first, in the rules' order: code, no typo'd completion, fewer typos, better tier, fewer completions, earlier document. */
  const better = (a: Key, b: Key) => a[0] - b[0] || b[1] - a[1] || b[2] - a[2] || a[3] - b[3] || b[4] - a[4] || b[5] - a[5];

  function exhaustive(query: string, limit: number, types?: SearchItemType[]): number[] {
    const q = searchWords(query)[0] as string;
    const { ids, docStart, docTerms, nameStart, nameTerms, nameSkip } = big.data;
    const codeOf = new Map<number, number>();
    for (const r of big.expand(q, true)) for (let t = r.lo; t < r.hi; t++) codeOf.set(t, Math.min(codeOf.get(t) ?? 99, r.code));
    const keys: Key[] = [];
    big.docs.forEach((doc, d) => {
      if (types && !types.includes(doc.type)) return;
      const from = nameStart[d] as number;
      const words = (nameStart[d + 1] as number) - from;
      const starts = [0, nameSkip[d] as number].filter((at) => at < words);
      let best: Key | undefined;
      for (let p = docStart[d] as number; p < (docStart[d + 1] as number); p++) {
        const term = (docTerms[p] as number) >>> FIELD_BITS;
        const fields = (docTerms[p] as number) & FIELD_MASK;
        const code = codeOf.get(term);
        if (code === undefined) continue;
        const typos = typosOf(code);
        const completion = isPrefixCode(code) ? 1 : 0;
        if (q.length < 4 && completion && fields === FIELD.description) continue;
        let tier = fieldTier(fields);
        const at = starts.filter((i) => nameTerms[from + i] === term);
        const sole = at.some((i) => i === words - 1);
        // The whole name counts before the kind, the kind before the start of the name; only without typos.
        if (sole) tier = typos > 0 ? TIER.nameOrCode : completion ? TIER.namePrefix : TIER.exactName;
        else if (typos === 0 && at.length > 0 && tier !== TIER.kind) tier = TIER.namePrefix;
        const codeExact = term === ids.get(q) && fields & FIELD.code ? 1 : 0;
        const key: Key = [codeExact, isFuzzyCompletion(code) ? 1 : 0, typos, tier, completion, d];
        if (!best || better(key, best) > 0) best = key;
      }
      if (best) keys.push(best);
    });
    return keys
      .sort((a, b) => better(b, a))
      .slice(0, limit)
      .map((k) => k[5]);
  }

  it("gives the same answer for prefixes, whole words, typos and codes", () => {
    const queries = new Set<string>();
    for (const doc of catalogue.slice(0, 80)) {
      const w = searchWords(doc.name)[0] as string;
      queries.add(w.slice(0, 2)).add(w.slice(0, 3)).add(w).add(`${w}x`).add(w.slice(1));
      for (const code of doc.codes ?? []) queries.add(code);
    }
    for (const query of queries) {
      if (searchWords(query).length !== 1) continue;
      for (const [limit, types] of [
        [10, undefined],
        [3, undefined],
        [1000, ["product"]],
      ] as const)
        expect(rank(big, query, { limit, types }), `${query} ${limit}`).toEqual(exhaustive(query, limit, types ? [...types] : undefined));
    }
  });
});
