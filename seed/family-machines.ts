import { brandNames, num, pad } from "./format";
import type { Rng } from "./prng";
import type { FamilySpec, ProductDraft } from "./types";

const series = ["", "", " Pro", " Plus", " HS", " Max"];
const warranty = () => "2 yıl parça ve işçilik";
const kw = (rng: Rng, min: number, max: number) => `${num(rng.int(min * 10, max * 10) / 10, 1)} kW`;

function machine(
  rng: Rng,
  brandKey: string,
  code: string,
  name: string,
  rows: [string, string][],
  attrs: Record<string, string>,
  priceTl: number,
  highlights: string[],
): ProductDraft {
  return {
    code,
    name,
    brandKey,
    specifications: rows.map(([n, v]) => ({ name: n, value: v })),
    attributes: attrs,
    priceTl: Math.min(2_500_000, Math.max(150_000, Math.round(priceTl))),
    highlights: rng.sample(highlights, 4),
  };
}

const flatbedHighlights = [
  "UV LED kürleme sayesinde baskı çıktığı anda kurur, ısıya duyarlı malzemelere de güvenle basılır",
  "Çok bölgeli vakum masa ile ince folyodan kalın panele kadar malzemeyi sabit tutar",
  "Beyaz ve vernik kanallarıyla kabartma, parlak lak ve renkli zeminlerde katmanlı baskı",
  "Otomatik yükseklik algılama kafayı malzemeye çarpmaktan korur",
  "Negatif basınçlı mürekkep sistemi ve beyaz mürekkep sirkülasyonu",
  "Türkçe arayüzlü RIP yazılımı ve ICC profil kütüphanesi",
  "Uzaktan bağlantı ile servis ekibinin arızayı dakikalar içinde teşhis etmesi",
  "Cam, ahşap, metal, pleksi, deri ve kompozit panellere doğrudan baskı",
];

const rollHighlights = [
  "Otomatik medya besleme ve sarma ünitesi ile gözetimsiz gece üretimi",
  "Üç kademeli ısıtıcı (ön, baskı, son) ile hızlı ve homojen kuruma",
  "Düşük kokulu mürekkeplerle kapalı alanlarda rahat çalışma",
  "Dış mekânda 3 yıla kadar laminasyonsuz dayanım",
  "Kafa koruma sensörü ve otomatik kapak temizliği",
  "Gerçek zamanlı mürekkep seviyesi ve iş maliyeti takibi",
  "Folyo, branda, mesh, kanvas ve duvar kâğıdına baskı",
];

export const flatbedFamily: FamilySpec = {
  family: "flatbed",
  section: "makineler",
  kind: "machine",
  silhouette: "flatbed",
  noun: "UV flatbed yazıcı",
  brands: ["lumora", "ankajet", "nordiva"],
  make(rng, brandKey, index) {
    const sizes = [
      [60, 90],
      [120, 90],
      [120, 60],
      [160, 100],
      [205, 155],
      [250, 130],
      [250, 130],
      [310, 160],
      [320, 200],
    ] as const;
    // The first demo machine is pinned to "UV-1200" so that searches such as "uv1200" have a known answer.
    const [w, l] = index === 0 ? ([120, 90] as const) : rng.pick(sizes);
    const heads = rng.pick([2, 3, 4, 6, 8]);
    const s = index === 0 ? "" : rng.pick(series);
    const code =
      brandKey === "lumora"
        ? `UV-${w * 10}${s ? `-${s.trim().toUpperCase()}` : ""}`
        : `${brandKey === "ankajet" ? "AJ-F" : "NV-UF"}${pad(w / 10)}${pad(l / 10)}`;
    const name = brandKey === "lumora" ? `Lumora UV-${w * 10}${s} Flatbed Yazıcı` : `${brandNames[brandKey]} ${code}${s} UV Flatbed Yazıcı`;
    const config = rng.pick(["CMYK + Beyaz", "CMYK + Beyaz + Vernik", "CMYK + Lc + Lm + Beyaz + Vernik"]);
    const area = (w * l) / 10_000;
    const rows: [string, string][] = [
      ["Baskı alanı", `${w} x ${l} cm`],
      ["Baskı genişliği", `${w} cm`],
      ["Çözünürlük", rng.pick(["720 x 1440 dpi", "1200 x 1200 dpi", "1440 x 1440 dpi"])],
      ["Mürekkep tipi", "UV LED kürlenebilir"],
      ["Renk konfigürasyonu", config],
      ["Baskı kafası", `${heads} x AH-1024 piezo`],
      ["Baskı hızı", `${rng.int(8, 20) * heads} m²/saat`],
      ["Maksimum malzeme kalınlığı", `${rng.pick([10, 15, 20, 30])} cm`],
      ["Kürleme", `UV LED, ${rng.pick(["395", "385"])} nm`],
      ["Güç tüketimi", kw(rng, 1.5 + area * 0.6, 3 + area)],
      ["Ağırlık", `${Math.round(180 + area * 260 + rng.int(0, 80))} kg`],
      ["Garanti", warranty()],
    ];
    const attrs = { "Baskı genişliği": `${w} cm`, "Mürekkep tipi": "UV", "Kafa sayısı": String(heads) };
    return machine(rng, brandKey, code, name, rows, attrs, 120_000 + area * 220_000 + heads * 55_000, flatbedHighlights);
  },
};

export const solventFamily: FamilySpec = {
  family: "solvent",
  section: "makineler",
  kind: "machine",
  silhouette: "roll-printer",
  noun: "eco-solvent yazıcı",
  brands: ["ankajet", "nordiva", "lumora"],
  make(rng, brandKey) {
    const w = rng.pick([130, 160, 180, 200, 250, 320]);
    const heads = rng.pick([1, 2, 2, 4]);
    const s = rng.pick(series);
    const code = `${brandKey === "lumora" ? "ES-" : brandKey === "ankajet" ? "AJ-E" : "NV-E"}${w}${heads > 1 ? `-${heads}H` : ""}`;
    const name = `${brandNames[brandKey]} ${code}${s} Eco-solvent Yazıcı`;
    const rows: [string, string][] = [
      ["Baskı genişliği", `${w} cm`],
      ["Çözünürlük", rng.pick(["720 x 1440 dpi", "1440 x 1440 dpi", "2880 x 1440 dpi"])],
      ["Mürekkep tipi", rng.pick(["Eco-solvent", "Eco-solvent (düşük kokulu)", "Mild-solvent"])],
      ["Renk konfigürasyonu", rng.pick(["CMYK", "CMYK + Lc + Lm", "CMYK x 2"])],
      ["Baskı kafası", `${heads} x AH-720 piezo`],
      ["Baskı hızı", `${rng.int(10, 24) * heads} m²/saat`],
      ["Kurutma", "Ön, baskı ve son ısıtıcı"],
      ["Medya rulo ağırlığı", `${rng.pick([40, 60, 80, 100])} kg'a kadar`],
      ["Güç tüketimi", kw(rng, 1.2, 4.5)],
      ["Ağırlık", `${Math.round(110 + w * 0.9 + rng.int(0, 60))} kg`],
      ["Garanti", warranty()],
    ];
    const attrs = { "Baskı genişliği": `${w} cm`, "Mürekkep tipi": "Eco-solvent", "Kafa sayısı": String(heads) };
    return machine(rng, brandKey, code, name, rows, attrs, 90_000 + w * 900 + heads * 70_000, rollHighlights);
  },
};

export const textileFamily: FamilySpec = {
  family: "textile",
  section: "makineler",
  kind: "machine",
  silhouette: "roll-printer",
  noun: "sublimasyon yazıcı",
  brands: ["nordiva", "ankajet", "lumora"],
  make(rng, brandKey) {
    const w = rng.pick([160, 180, 190, 200, 320]);
    const heads = rng.pick([2, 4, 8, 16]);
    const direct = rng.chance(0.3);
    const code = `${brandKey === "lumora" ? "TX" : brandKey === "ankajet" ? "AJ-T" : "NV-T"}${direct ? "D" : "S"}-${w}${heads >= 8 ? `-${heads}` : ""}`;
    const name = `${brandNames[brandKey]} ${code} ${direct ? "Direkt Tekstil Yazıcı" : "Sublimasyon Yazıcı"}`;
    const rows: [string, string][] = [
      ["Baskı genişliği", `${w} cm`],
      ["Çözünürlük", rng.pick(["600 x 1200 dpi", "720 x 1440 dpi", "1200 x 1200 dpi"])],
      ["Mürekkep tipi", direct ? "Dispers (direkt)" : "Sublimasyon"],
      ["Renk konfigürasyonu", rng.pick(["CMYK", "CMYK + Floresan Sarı + Floresan Pembe", "CMYK x 2"])],
      ["Baskı kafası", `${heads} x AH-1024 piezo`],
      ["Baskı hızı", `${heads * rng.int(30, 55)} m²/saat`],
      ["Medya", direct ? "Polyester kumaş (doğrudan)" : "Transfer kâğıdı 30-120 g/m²"],
      ["Sarım", "Jumbo rulo besleme ve sarma"],
      ["Güç tüketimi", kw(rng, 2, 8)],
      ["Ağırlık", `${Math.round(260 + heads * 40 + rng.int(0, 90))} kg`],
    ];
    const attrs = { "Baskı genişliği": `${w} cm`, "Mürekkep tipi": direct ? "Dispers" : "Sublimasyon", "Kafa sayısı": String(heads) };
    return machine(rng, brandKey, code, name, rows, attrs, 160_000 + heads * 85_000 + w * 600, [
      ...rollHighlights.slice(0, 2),
      "Jumbo rulo sistemiyle 24 saat kesintisiz sublimasyon üretimi",
      "Floresan renk kanallarıyla spor giyimde canlı neon tonlar",
      "Kâğıt gerdirme ve kırışıklık önleme mekanizması",
      "Kalender presle uyumlu sarım yönü ve hızı",
    ]);
  },
};

export const laserFamily: FamilySpec = {
  family: "laser",
  section: "makineler",
  kind: "machine",
  silhouette: "laser",
  noun: "lazer kesim makinesi",
  brands: ["lazerya", "lazerya", "lumora"],
  make(rng, brandKey) {
    const fiber = rng.chance(0.3);
    const [w, l] = rng.pick([
      [60, 40],
      [90, 60],
      [130, 90],
      [160, 100],
      [150, 300],
    ] as const);
    const watt = fiber ? rng.pick([30, 50, 100]) : rng.pick([60, 80, 100, 130, 150]);
    const code = `${brandKey === "lumora" ? "LK" : "LZR"}-${fiber ? "F" : "C"}${pad(w / 10)}${pad(l / 10)}-${watt}`;
    const name = `${brandNames[brandKey]} ${code} ${fiber ? "Fiber Lazer Markalama Makinesi" : "CO2 Lazer Kesim Makinesi"}`;
    const rows: [string, string][] = [
      ["Çalışma alanı", fiber ? `${rng.pick([11, 20, 30])} x ${rng.pick([11, 20, 30])} cm` : `${w} x ${l} cm`],
      ["Lazer tipi", fiber ? "Fiber, 1064 nm" : "CO2 cam tüp, 10,6 µm"],
      ["Lazer gücü", `${watt} W`],
      ["Kesim hızı", `0-${fiber ? 7000 : 600} mm/sn`],
      ["Konumlama hassasiyeti", "±0,01 mm"],
      ["Desteklenen dosyalar", "DXF, AI, PLT, BMP, PDF"],
      ["Soğutma", fiber ? "Hava soğutmalı" : "Endüstriyel su soğutucu (chiller)"],
      ["Güç tüketimi", kw(rng, 1, 3.5)],
      ["Ağırlık", `${fiber ? rng.int(60, 120) : Math.round(180 + w * l * 0.02)} kg`],
      ["Garanti", warranty()],
    ];
    const attrs = { "Lazer tipi": fiber ? "Fiber" : "CO2", "Lazer gücü": `${watt} W`, "Çalışma alanı": rows[0]?.[1] ?? "" };
    return machine(rng, brandKey, code, name, rows, attrs, 90_000 + watt * 1800 + w * l * 25, [
      "Kamera ile konumlama sayesinde baskılı malzemede kontura göre kesim",
      "Kırmızı nokta hizalama ve otomatik odak",
      "Bal peteği ve bıçak tabla birlikte teslim edilir",
      "Duman emme bağlantısı ve güvenlik kilitli kapak",
      "Pleksi, ahşap, MDF, deri, kumaş ve kâğıtta temiz kesim",
      "Seri numarası ve karekod için değişken veri desteği",
    ]);
  },
};

export const labelFamily: FamilySpec = {
  family: "label",
  section: "makineler",
  kind: "machine",
  silhouette: "label-press",
  noun: "etiket baskı makinesi",
  brands: ["rotavia", "rotavia", "lumora"],
  make(rng, brandKey) {
    const w = rng.pick([22, 25, 33, 35, 43]);
    const uv = rng.chance(0.6);
    const code = `${brandKey === "lumora" ? "LB" : "RTV"}-${uv ? "U" : "T"}${w}0${rng.pick(["", "0", "5"])}`;
    const name = `${brandNames[brandKey]} ${code} ${uv ? "UV Dijital Etiket Baskı Makinesi" : "Etiket Baskı ve Kesim Hattı"}`;
    const rows: [string, string][] = [
      ["Baskı genişliği", `${w} cm`],
      ["Çözünürlük", rng.pick(["600 x 600 dpi", "1200 x 600 dpi", "1200 x 1200 dpi"])],
      ["Mürekkep tipi", uv ? "UV LED" : "Su bazlı pigment"],
      ["Baskı hızı", `${rng.int(15, 70)} m/dk`],
      ["Rulo çapı", `${rng.pick([30, 40, 60])} cm'e kadar`],
      ["Son işlem", rng.pick(["Laminasyon + yarım kesim", "Lak + laminasyon + döner bıçak", "Lazer kesim modülü"])],
      ["Güç tüketimi", kw(rng, 3, 12)],
      ["Ağırlık", `${rng.int(400, 1600)} kg`],
      ["Garanti", warranty()],
    ];
    const attrs = { "Baskı genişliği": `${w} cm`, "Mürekkep tipi": uv ? "UV" : "Su bazlı", "Baskı hızı": rows[3]?.[1] ?? "" };
    return machine(rng, brandKey, code, name, rows, attrs, 380_000 + w * 30_000 + (uv ? 150_000 : 0), [
      "Kalıpsız üretimle kısa tirajlı ve değişken verili etiketler",
      "Beyaz mürekkep ile şeffaf ve metalize etiketlerde yüksek örtücülük",
      "Hat içinde laminasyon, yarım kesim ve sarma",
      "Barkod ve karekod doğrulama kamerası",
      "İş değişiminde birkaç dakikalık hazırlık süresi",
      "Gıda ve kozmetik etiketleri için düşük migrasyonlu mürekkep seçeneği",
    ]);
  },
};
