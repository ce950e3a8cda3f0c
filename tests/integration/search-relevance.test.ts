import { describe, expect, it } from "vitest";
import { POST as search } from "@/app/api/catalog/search/route";
import { call } from "../support/api";

/**
 * The relevance test set (docs/adr/0004): Turkish queries as buyers type them against the demo catalogue, with the
 * one result they mean, which must be among the first three. Slugs, since they are what the results link to.
 */
const cases: Array<[kind: string, query: string, expected: string]> = [
  // Product codes, with or without dashes and spaces, in any case.
  ["code", "UV-1200", "lumora-uv-1200-flatbed-yazici"],
  ["code", "uv1200", "lumora-uv-1200-flatbed-yazici"],
  ["code", "uv 1200", "lumora-uv-1200-flatbed-yazici"],
  ["code", "LZR-C0604-80", "lazerya-lzr-c0604-80-co2-lazer-kesim-makinesi"],
  ["code", "lzrc060480", "lazerya-lzr-c0604-80-co2-lazer-kesim-makinesi"],
  ["code", "nv uf2513", "nordiva-nv-uf2513-uv-flatbed-yazici"],
  ["code", "aj-f3116", "ankajet-aj-f3116-hs-uv-flatbed-yazici"],
  ["code", "KVX-LED405-8W", "kuvarlux-405-nm-uv-led-kurleme-modulu-8-cm-su-sogutmali"],
  ["code", "pgm-uvf", "pigmentra-uv-murekkep-esnek-serisi"],
  ["code of a variant", "PGM-UVF-M-1000", "pigmentra-uv-murekkep-esnek-serisi"],
  ["model number without its dash", "ah1024", "ankajet-ah-1024-baski-kafasi-eco-solvent"],
  ["code being typed", "uv-25", "lumora-uv-2500-hs-flatbed-yazici"],
  // Turkish letters typed plain, and the upper-case İ and I.
  ["Turkish letters", "ışıklı tabela", "lumora-isikli-tabela-baski-paketi-endustriyel"],
  ["plain letters", "isikli tabela", "lumora-isikli-tabela-baski-paketi-endustriyel"],
  ["upper case with Ş and I", "IŞIKLI TABELA", "lumora-isikli-tabela-baski-paketi-endustriyel"],
  ["upper case plain", "ISIKLI TABELA", "lumora-isikli-tabela-baski-paketi-endustriyel"],
  ["Turkish letters", "kürleme tüneli", "teknokur-uv-led-kurleme-tuneli-40-cm-2-modul"],
  ["plain letters", "kurleme tuneli", "teknokur-uv-led-kurleme-tuneli-40-cm-2-modul"],
  ["upper case with İ", "KÜRLEME TÜNELİ", "teknokur-uv-led-kurleme-tuneli-40-cm-2-modul"],
  ["Turkish letters", "soğutma fanı", "kuvarlux-sogutma-fani-120-mm"],
  ["plain letters", "sogutma fani", "kuvarlux-sogutma-fani-120-mm"],
  ["dotless ı", "cıva buharlı", "kuvarlux-civa-buharli-uv-lamba-100-cm-80-w-cm"],
  ["plain letters", "civa buharli", "kuvarlux-civa-buharli-uv-lamba-100-cm-80-w-cm"],
  ["circumflex", "transfer kâğıdı", "medyalin-sublimasyon-transfer-kagidi-100-g-m-111-cm-x-100-m"],
  ["plain letters", "transfer kagidi", "medyalin-sublimasyon-transfer-kagidi-100-g-m-111-cm-x-100-m"],
  ["upper case category", "ENDÜSTRİYEL İŞARETLEME", "endustriyel-isaretleme"],
  ["plain category", "endustriyel isaretleme", "endustriyel-isaretleme"],
  // Typos: one from five letters, two from nine.
  ["one typo", "reflektr", "kuvarlux-aluminyum-reflektor-seti-80-cm"],
  ["one typo", "kalendr", "lumora-transfer-baski-ve-kalender-paketi-profesyonel"],
  ["one typo", "silcek", "ankajet-silecek-lastigi-seti-10-adet"],
  ["one typo", "mukava", "lumora-oluklu-mukavva-uv-baski-cozumu-baslangic"],
  ["swapped letters", "elektronik balsat", "kuvarlux-120-cm-uv-lamba-elektronik-balast-seti-160-w-cm"],
  ["typo in one of two words", "kozmetk ambalaj", "ankajet-kozmetik-ambalaj-vernik-ve-kabartma-paketi-baslangic"],
  ["two typos", "sublmasyn transfer", "medyalin-sublimasyon-transfer-kagidi-100-g-m-111-cm-x-100-m"],
  ["typo and dotless ı", "frontlıt", "medyalin-frontlit-branda-440-g-m-220-cm-x-50-m"],
  // The last word is still being typed.
  ["prefix", "frontl", "medyalin-frontlit-branda-440-g-m-220-cm-x-50-m"],
  ["prefix", "kapak temiz", "pigmentra-kapak-temizleyici"],
  ["prefix", "yapışma artır", "pigmentra-yapisma-artirici-astar-primer"],
  ["prefix of a brand", "kuvarl", "kuvarlux"],
  ["prefix of a category", "uv lamb", "uv-lambalar"],
  // Several words, all of which must match.
  ["multi-word", "uv mürekkep magenta", "pigmentra-uv-murekkep-dusuk-migrasyon-magenta-1-l"],
  ["multi-word", "eco solvent hat yıkama", "pigmentra-eco-solvent-hat-yikama-sivisi"],
  ["multi-word", "co2 lazer kesim", "lazerya-lzr-c0604-80-co2-lazer-kesim-makinesi"],
  ["multi-word", "fiber lazer markalama", "lazerya-lzr-f0906-50-fiber-lazer-markalama-makinesi"],
  ["brand and product", "lumora etiket hattı", "lumora-lb-t2500-etiket-baski-ve-kesim-hatti"],
  ["brand and kind", "kuvarlux galyum", "kuvarlux-galyum-katkili-uv-lamba-50-cm-200-w-cm"],
  // Brand names.
  ["brand", "pigmentra", "pigmentra"],
  ["brand", "Medyalin", "medyalin"],
  ["brand in capitals", "ROTAVIA", "rotavia"],
  ["brand with ü", "teknokür", "teknokur"],
  ["brand plain", "teknokur", "teknokur"],
  // Turkish suffixes.
  ["plural", "baskı kafaları", "baski-kafalari"],
  ["possessive", "tabelası", "lumora-isikli-tabela-baski-paketi-endustriyel"],
  ["accusative", "kartı", "kuvarlux-led-surucu-karti-35-cm"],
];

describe("search relevance on the demo catalogue", () => {
  it("has at least 40 queries", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)("%s: %s", async (_kind, query, expected) => {
    const res = await call(search, "/api/catalog/search", { body: { searchQuery: query } });
    expect(res.status).toBe(200);
    const top = (res.json as Array<{ slug: string }>).slice(0, 3).map((hit) => hit.slug);
    expect(top).toContain(expected);
  });
});
