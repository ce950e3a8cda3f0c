import { describe, expect, it } from "vitest";
import { dotlessTitle, foldTurkish, slugify, turkishTitleCase } from "./turkish";

describe("foldTurkish", () => {
  it("folds every Turkish casing of i to plain i", () => {
    expect(foldTurkish("IıİiIŞIK")).toBe("iiiiisik");
  });

  it("folds the Turkish letters with marks", () => {
    expect(foldTurkish("ŞşÇçĞğÖöÜü")).toBe("ssccggoouu");
  });

  it("folds circumflex letters of borrowed words", () => {
    expect(foldTurkish("Kâğıt İklîm Ûmit")).toBe("kagit iklim umit");
  });

  it("makes upper-case, lower-case and ASCII queries meet", () => {
    const forms = ["YAZICILAR", "yazıcılar", "Yazıcılar", "yazicilar"].map(foldTurkish);
    expect(new Set(forms).size).toBe(1);
    expect(forms[0]).toBe("yazicilar");
  });

  it("drops the dot left by a non-Turkish lower-case of İ", () => {
    const naive = "MAKİNELER".toLowerCase(); // "maki̇neler" with U+0307
    expect(naive).not.toBe("makineler");
    expect(foldTurkish(naive)).toBe("makineler");
  });

  it("strips other combining marks", () => {
    expect(foldTurkish("Café naïve")).toBe("cafe naive");
  });

  it("collapses and trims whitespace", () => {
    expect(foldTurkish("  UV \t  KÜRLEME\n ")).toBe("uv kurleme");
  });

  it("keeps digits and punctuation", () => {
    expect(foldTurkish("1 L / 500 ml")).toBe("1 l / 500 ml");
  });
});

describe("turkishTitleCase", () => {
  it.each([
    ["IŞIK", "Işık"],
    ["MAKİNELER", "Makineler"],
    ["uv kürleme", "UV Kürleme"],
    ["UV LED KÜRLEME ÜNİTELERİ", "UV LED Kürleme Üniteleri"],
    ["UVLAR", "Uvlar"],
    ["İSTANBUL İZMİR", "İstanbul İzmir"],
    ["ışık", "Işık"],
    ["iğne", "İğne"],
    ["BASKI  MAKİNELERİ", "Baskı  Makineleri"],
  ])("%s -> %s", (input, expected) => {
    expect(turkishTitleCase(input)).toBe(expected);
  });

  it("keeps apostrophe suffixes lower case", () => {
    expect(turkishTitleCase("TÜRKİYE'NİN EN İYİSİ")).toBe("Türkiye'nin En İyisi");
  });

  it("capitalises the first letter, even after leading punctuation or digits", () => {
    expect(turkishTitleCase("(UV) 3D YAZICI")).toBe("(UV) 3D Yazıcı");
  });

  it("returns an empty string unchanged", () => {
    expect(turkishTitleCase("")).toBe("");
  });
});

describe("dotlessTitle", () => {
  it("turns the capital I into dotless ı", () => {
    expect(dotlessTitle("YAZICILAR")).toBe("Yazıcılar");
    expect(dotlessTitle("IŞIK KAYNAKLARI")).toBe("Işık Kaynakları");
  });

  it("keeps the dotted i of words that have İ", () => {
    expect(dotlessTitle("MAKİNELER")).toBe("Makineler");
    expect(dotlessTitle("BASKI MAKİNELERİ")).toBe("Baskı Makineleri");
  });

  it("leaves names already in correct Turkish unchanged", () => {
    expect(dotlessTitle("Baskı Makineleri")).toBe("Baskı Makineleri");
  });

  it("repairs a name lower-cased the non-Turkish way", () => {
    expect(dotlessTitle("MAKİNELER".toLowerCase())).toBe("Makineler");
  });
});

describe("slugify", () => {
  it.each([
    ["Pigmenta UV Mürekkep 1 L", "pigmenta-uv-murekkep-1-l"],
    ["Baskı Makineleri & Işık", "baski-makineleri-isik"],
    ["  --Çok   Güçlü--  ", "cok-guclu"],
    ["Türkiye'nin Yazıcısı", "turkiyenin-yazicisi"],
    ["İĞNE/ŞİŞ_ÖĞÜT", "igne-sis-ogut"],
    ["%%%", ""],
  ])("%s -> %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("only ever produces lower-case ASCII kebab-case", () => {
    const slug = slugify("Ürün — Çeşit: ÂLÂ (özel) ✓ 50%");
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(slug).toBe("urun-cesit-ala-ozel-50");
  });
});
