import { brandNames, brandPrefix } from "./format";
import type { FamilySpec, ProductDraft } from "./types";

const spec = (rows: [string, string][]) => rows.map(([name, value]) => ({ name, value }));

const mediaTypes = [
  {
    code: "VF",
    name: "Parlak Beyaz Vinil Folyo",
    kind: "Vinil folyo",
    weight: "100 mikron",
    widths: [107, 127, 137, 152],
    len: 50,
    perM2: 19,
    surface: "Parlak",
  },
  {
    code: "VM",
    name: "Mat Beyaz Vinil Folyo",
    kind: "Vinil folyo",
    weight: "100 mikron",
    widths: [107, 137, 152],
    len: 50,
    perM2: 19,
    surface: "Mat",
  },
  {
    code: "FL",
    name: "Frontlit Branda 440 g/m²",
    kind: "Branda",
    weight: "440 g/m²",
    widths: [220, 320],
    len: 50,
    perM2: 11,
    surface: "Parlak",
  },
  {
    code: "BL",
    name: "Backlit Branda 510 g/m²",
    kind: "Branda",
    weight: "510 g/m²",
    widths: [220, 320],
    len: 50,
    perM2: 16,
    surface: "Mat",
  },
  {
    code: "TK",
    name: "Sublimasyon Transfer Kâğıdı 100 g/m²",
    kind: "Transfer kâğıdı",
    weight: "100 g/m²",
    widths: [111, 162, 180],
    len: 100,
    perM2: 4,
    surface: "Kaplamalı",
  },
  {
    code: "LF",
    name: "Soğuk Laminasyon Filmi",
    kind: "Laminasyon filmi",
    weight: "75 mikron",
    widths: [107, 137, 152],
    len: 50,
    perM2: 15,
    surface: "Mat",
  },
  {
    code: "OW",
    name: "Delikli Cam Folyosu (One Way Vision)",
    kind: "Vinil folyo",
    weight: "140 mikron",
    widths: [137, 152],
    len: 50,
    perM2: 28,
    surface: "Parlak",
  },
  {
    code: "KV",
    name: "Polyester Kanvas 260 g/m²",
    kind: "Kanvas",
    weight: "260 g/m²",
    widths: [107, 152],
    len: 30,
    perM2: 35,
    surface: "Mat",
  },
  { code: "MS", name: "Mesh Branda 270 g/m²", kind: "Branda", weight: "270 g/m²", widths: [250, 320], len: 50, perM2: 13, surface: "Mat" },
];

export const mediaFamily: FamilySpec = {
  family: "media",
  section: "sarf-malzemeler",
  kind: "consumable",
  silhouette: "media-roll",
  noun: "baskı medyası",
  brands: ["medyalin", "medyalin", "lumora"],
  make(rng, brandKey): ProductDraft {
    const m = rng.pick(mediaTypes);
    const w = rng.pick(m.widths);
    const area = (w / 100) * m.len;
    return {
      code: `${brandPrefix[brandKey] ?? "LM"}-${m.code}${w}`,
      name: `${brandNames[brandKey]} ${m.name} ${w} cm x ${m.len} m`,
      brandKey,
      specifications: spec([
        ["Medya tipi", m.kind],
        ["Kalınlık / gramaj", m.weight],
        ["Rulo eni", `${w} cm`],
        ["Rulo uzunluğu", `${m.len} m`],
        ["Yüzey", m.surface],
        ["Uyumlu mürekkepler", rng.pick(["UV, eco-solvent, lateks", "Eco-solvent, solvent", "Sublimasyon"])],
        ["Dış mekân ömrü", `${rng.int(1, 5)} yıl`],
        ["Mandrel", "3 inç (76 mm)"],
      ]),
      attributes: { "Medya tipi": m.kind, "Rulo eni": `${w} cm`, Yüzey: m.surface },
      priceTl: Math.min(14_900, Math.max(650, area * m.perM2 * (0.9 + rng.next() * 0.25))),
      highlights: rng.sample(
        [
          "Eşit kalınlık ve düzgün sarım ile kırışıksız besleme",
          "Mürekkebi hızlı emen kaplama, keskin detaylar",
          "Kolay kesim ve ayıklama",
          "Dış mekânda UV ışınlarına ve suya dayanıklı",
          "Her rulo için parti numarası ve kalite etiketi",
        ],
        4,
      ),
    };
  },
};
