import { describe, expect, it } from "vitest";
import { decodeVariantSlug, encodeVariantSlug } from "./variant-slug";

const roundTrip = (base: string, attrs: Record<string, string>) => decodeVariantSlug(encodeVariantSlug(base, attrs));

describe("encodeVariantSlug", () => {
  it("appends a readable suffix after the -v~ marker with sorted keys", () => {
    expect(encodeVariantSlug("pigmenta-uv-murekkep", { Renk: "Sarı", Hacim: "500 ml" })).toBe(
      "pigmenta-uv-murekkep-v~Hacim=500_ml~Renk=Sarı",
    );
  });

  it("gives one URL per selection whatever the insertion order", () => {
    const a = encodeVariantSlug("urun", { Renk: "Cyan", Hacim: "1 L", Boy: "A4" });
    const b = encodeVariantSlug("urun", { Boy: "A4", Hacim: "1 L", Renk: "Cyan" });
    expect(a).toBe(b);
    expect(a).toBe("urun-v~Boy=A4~Hacim=1_L~Renk=Cyan");
  });

  it("sorts by code unit, not by locale", () => {
    // "Ç" (U+00C7) sorts after "Z" by code unit; a Turkish collation would put it after "C".
    expect(encodeVariantSlug("x", { Çap: "1", Zemin: "2", Cins: "3" })).toBe("x-v~Cins=3~Zemin=2~Çap=1");
  });

  it("returns the base slug unchanged when nothing is selected", () => {
    expect(encodeVariantSlug("pigmenta-uv-murekkep", {})).toBe("pigmenta-uv-murekkep");
  });

  it("escapes structural and unsafe characters with * and hex", () => {
    expect(encodeVariantSlug("x", { "a=b": "c~d&e_f*g%h/i+j" })).toBe("x-v~a*3Db=c*7Ed*26e*5Ff*2Ag*25h*2Fi*2Bj");
  });

  it("only uses characters a browser leaves alone in a path, apart from non-ASCII letters", () => {
    const slug = encodeVariantSlug("x", { "Özel Ölçü": '12" × 18" <kalın> #1 ? é', Not: "a\tb\nc" });
    expect(slug).not.toMatch(/[^A-Za-z0-9\-._~*=\p{L}]/u);
    expect(encodeURIComponent(slug).replace(/%[0-9A-F]{2}/g, "")).not.toMatch(/[^A-Za-z0-9\-._~*!'()]/);
  });

  it("refuses a lone surrogate, which could not come back out of the URL", () => {
    expect(() => encodeVariantSlug("x", { Renk: "\uD83C" })).toThrow(RangeError);
  });

  it.each([[""], ["a~b"], ["a%20b"]])("refuses the base slug %j", (base) => {
    expect(() => encodeVariantSlug(base, { Renk: "Mavi" })).toThrow(RangeError);
  });
});

describe("decodeVariantSlug round trip", () => {
  it.each<[string, Record<string, string>]>([
    ["pigmenta-uv-murekkep", { Renk: "Sarı", Hacim: "500 ml" }],
    ["baski-makinesi", { "Işık Kaynağı": "İnce Şerit", Güç: "ÇOK YÜKSEK ğüşıöç" }],
    ["x", { "a&b=c": "d=e&f=g", "~": "~~", "-v~": "-v~" }],
    ["x", { Boyut: "10 - 20 cm", Not: "  iki  boşluk  " }],
    ["x", { Yüzde: "100%", Yıldız: "*2A", Altçizgi: "_", Artı: "a+b", Eğik: "a/b\\c" }],
    ["x", { Emoji: "🎨 renk", Birleşik: "u\u0308 (NFD)" }],
    ["x", { Boş: "" }],
    ["x", { "": "anahtarsız" }],
    ["x", { Tek: "." }],
    ["x", { constructor: "yapıcı", toString: "metin", hasOwnProperty: "sahip" }],
  ])("%s with %j", (base, attrs) => {
    const decoded = roundTrip(base, attrs);
    expect(decoded.malformed).toBe(false);
    expect(decoded.baseSlug).toBe(base);
    expect(decoded.attributes).toEqual(attrs);
    expect(Object.keys(decoded.attributes).sort()).toEqual(Object.keys(attrs).sort());
  });

  it("round-trips many random strings made of tricky characters", () => {
    const pool = Array.from("aZıİşŞçğöüâ0 _-.~=*&%/+?#!'()\\\"<>🎨\u0307\t");
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const word = () => Array.from({ length: next() % 8 }, () => pool[next() % pool.length]).join("");
    for (let i = 0; i < 300; i++) {
      const attrs: Record<string, string> = {};
      for (let k = next() % 4; k >= 0; k--) attrs[word()] = word();
      const slug = encodeVariantSlug("urun-v-2", attrs);
      expect(decodeVariantSlug(slug)).toEqual({ baseSlug: "urun-v-2", attributes: attrs, malformed: false });
      expect(decodeVariantSlug(encodeURIComponent(slug)).attributes).toEqual(attrs);
    }
  });

  it("keeps a __proto__ key as data, not as the prototype", () => {
    const attrs = JSON.parse('{"__proto__":"kötü"}') as Record<string, string>;
    const decoded = roundTrip("x", attrs);
    expect(Object.getPrototypeOf(decoded.attributes)).toBe(Object.prototype);
    expect(Object.hasOwn(decoded.attributes, "__proto__")).toBe(true);
    expect(Object.getOwnPropertyDescriptor(decoded.attributes, "__proto__")?.value).toBe("kötü");
  });

  it.each(["a-b-c-d-e-f-g-h", "model-v", "v-v-v", "model-v-2-v", "-v-", "v", "murekkep-v-serisi-1-l"])(
    "splits correctly when the base slug is %s",
    (base) => {
      const decoded = roundTrip(base, { Renk: "Cyan", Hacim: "1-L" });
      expect(decoded).toEqual({ baseSlug: base, attributes: { Renk: "Cyan", Hacim: "1-L" }, malformed: false });
    },
  );

  it("decodes the percent-encoded form a browser sends", () => {
    const slug = encodeVariantSlug("pigmenta-uv-murekkep", { Renk: "Sarı", Hacim: "500 ml & 1 L" });
    for (const raw of [encodeURI(slug), encodeURIComponent(slug), new URL(`https://x.test/${slug}`).pathname.slice(1)]) {
      expect(raw).toContain("%");
      expect(decodeVariantSlug(raw)).toEqual({
        baseSlug: "pigmenta-uv-murekkep",
        attributes: { Renk: "Sarı", Hacim: "500 ml & 1 L" },
        malformed: false,
      });
    }
  });

  it("accepts pairs out of order, so the page can redirect to the sorted URL", () => {
    const decoded = decodeVariantSlug("urun-v~Renk=Mavi~Hacim=1_L");
    expect(decoded).toEqual({ baseSlug: "urun", attributes: { Renk: "Mavi", Hacim: "1 L" }, malformed: false });
    expect(encodeVariantSlug(decoded.baseSlug, decoded.attributes)).toBe("urun-v~Hacim=1_L~Renk=Mavi");
  });
});

describe("decodeVariantSlug without a marker", () => {
  it.each(["pigmenta-uv-murekkep", "model-v", "a-v-b", "x-v", "urun~eski", "-v~Renk=Mavi", ""])("%j is a plain slug", (slug) => {
    expect(decodeVariantSlug(slug)).toEqual({ baseSlug: slug, attributes: {}, malformed: false });
  });

  it("decodes a percent-encoded plain slug", () => {
    expect(decodeVariantSlug("%C3%BCr%C3%BCn")).toEqual({ baseSlug: "ürün", attributes: {}, malformed: false });
  });

  it("returns broken percent-encoding without a marker as is", () => {
    expect(decodeVariantSlug("urun%E0")).toEqual({ baseSlug: "urun%E0", attributes: {}, malformed: false });
  });
});

describe("decodeVariantSlug with a malformed suffix", () => {
  it.each([
    ["urun-v~", "empty suffix"],
    ["urun-v~Renk", "pair without ="],
    ["urun-v~Renk=Mavi=Koyu", "two = in a pair"],
    ["urun-v~Renk=Mavi~", "trailing separator"],
    ["urun-v~~Renk=Mavi", "empty pair"],
    ["urun-v~Renk=*ZZ", "bad hex escape"],
    ["urun-v~Renk=*C4", "escape that is not valid UTF-8"],
    ["urun-v~Renk=*4", "truncated escape"],
    ["urun-v~Renk=a b", "raw space"],
    ["urun-v~Renk=a&b", "raw ampersand"],
    ["urun-v~Renk=Mavi~Renk=Kırmızı", "duplicate key"],
    ["urun-v~Renk=%25", "percent after decoding"],
    ["urun-v~Renk=%E0", "broken percent-encoding"],
  ])("%s (%s) falls back to the base product", (slug) => {
    const decoded = decodeVariantSlug(slug);
    expect(decoded).toEqual({ baseSlug: "urun", attributes: {}, malformed: true });
    expect(decoded.baseSlug.length).toBeLessThan(slug.length);
  });

  it("keeps the dashes and v segments of the base on a malformed suffix", () => {
    expect(decodeVariantSlug("a-v-b-v-c-v~bozuk")).toEqual({ baseSlug: "a-v-b-v-c", attributes: {}, malformed: true });
  });
});
