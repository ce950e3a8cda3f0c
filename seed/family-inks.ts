import { brandNames, brandPrefix } from "./format";
import type { Rng } from "./prng";
import type { FamilySpec, ProductDraft, VariantDraft } from "./types";

type Colour = { name: string; code: string; hex: string; factor: number };
type Volume = { label: string; ml: number; factor: number };

export const inkColours: Colour[] = [
  { name: "Cyan", code: "C", hex: "#00a3e0", factor: 1 },
  { name: "Magenta", code: "M", hex: "#d6007e", factor: 1 },
  { name: "Sarı", code: "Y", hex: "#ffd400", factor: 1 },
  { name: "Siyah", code: "K", hex: "#1f1f1f", factor: 0.95 },
  { name: "Beyaz", code: "W", hex: "#f4f4f4", factor: 1.35 },
  { name: "Vernik", code: "V", hex: "#e9dfb8", factor: 1.2 },
];
const volumes: Volume[] = [
  { label: "500 ml", ml: 500, factor: 0.56 },
  { label: "1 L", ml: 1000, factor: 1 },
  { label: "5 L", ml: 5000, factor: 4.3 },
];

type InkType = { key: "UV" | "ES" | "SB"; label: string; perLitre: [number, number]; lines: [string, string][]; volumes: Volume[] };

const inkTypes: Record<"ink-uv" | "ink-eco" | "ink-sub", InkType> = {
  "ink-uv": {
    key: "UV",
    label: "UV",
    perLitre: [2600, 4200],
    volumes: volumes.slice(0, 2),
    lines: [
      ["F", "Esnek"],
      ["R", "Sert Yüzey"],
      ["L", "LED Hızlı Kür"],
      ["D", "Düşük Migrasyon"],
      ["A", "Yüksek Yapışma"],
      ["G", "Cam ve Seramik"],
    ],
  },
  "ink-eco": {
    key: "ES",
    label: "Eco-solvent",
    perLitre: [1100, 2100],
    volumes,
    lines: [
      ["O", "Düşük Koku"],
      ["X", "Dış Mekân"],
      ["H", "Yüksek Hız"],
      ["P", "Premium"],
      ["B", "Branda"],
      ["Q", "Hızlı Kuruma"],
    ],
  },
  "ink-sub": {
    key: "SB",
    label: "Sublimasyon",
    perLitre: [650, 1350],
    volumes,
    lines: [
      ["S", "Spor Giyim"],
      ["N", "Neon"],
      ["T", "Yüksek Transfer"],
      ["E", "Ekonomik"],
      ["K", "Koyu Siyah"],
      ["P", "Premium"],
    ],
  },
};

const inkHighlights = [
  "Geniş renk gamı ve yüksek pigment yoğunluğu ile daha az mürekkeple doygun renkler",
  "Kararlı viskozite sayesinde nozul tıkanmalarında belirgin azalma",
  "Her parti için renk ve viskozite kontrol raporu",
  "Işık almayan, sızdırmaz ambalaj ve kolay dolum ağzı",
  "Makinenizin renk profilleriyle uyumlu hazır ICC profilleri",
  "Düşük koku ve düşük VOC değerleri ile daha sağlıklı çalışma ortamı",
  "Dış mekânda uzun süre solmayan renkler",
];

function makeInk(family: keyof typeof inkTypes, rng: Rng, brandKey: string, index: number): ProductDraft {
  const type = inkTypes[family];
  const prefix = brandPrefix[brandKey] ?? "LM";
  const [lineCode, lineName] = index === 0 ? ["", ""] : rng.pick(type.lines);
  const perLitre = rng.int(type.perLitre[0], type.perLitre[1]);
  const series = index > 0 && index % 3 !== 0;
  const inkLabel = `${type.label} Mürekkep`;
  const lineText = lineName ? ` ${lineName}` : "";
  const specs = (colourText: string, volumeText: string) => [
    { name: "Mürekkep tipi", value: family === "ink-uv" ? "UV kürlenebilir" : type.label },
    { name: "Renk", value: colourText },
    { name: "Ambalaj", value: volumeText },
    { name: "Viskozite", value: family === "ink-uv" ? "9-12 mPa·s (45 °C)" : "4-6 mPa·s (25 °C)" },
    { name: "Uyumlu baskı kafaları", value: rng.pick(["AH-1024, AH-2048", "AH-720, AH-1024", "Tüm piezo kafalar"]) },
    ...(family === "ink-uv" ? [{ name: "Kürleme", value: "395 nm UV LED ve cıva buharlı lamba" }] : []),
    { name: "Raf ömrü", value: `${rng.pick([12, 18, 24])} ay` },
    { name: "Saklama", value: "5-30 °C, ışık almayan kuru ortam" },
  ];
  if (!series) {
    const colour = index === 0 ? (inkColours[0] as Colour) : rng.pick(inkColours);
    const volume = index === 0 ? (volumes[1] as Volume) : rng.pick(type.volumes);
    const code = `${prefix}-${type.key}${lineCode}${colour.code}-${volume.ml}`;
    return {
      code,
      name: `${brandNames[brandKey]} ${inkLabel}${lineText} ${colour.name} ${volume.label}`,
      brandKey,
      specifications: specs(colour.name, volume.label),
      attributes: { "Mürekkep tipi": type.label, Renk: colour.name, Hacim: volume.label },
      priceTl: Math.min(14_990, perLitre * volume.factor * colour.factor),
      tints: [colour.hex],
      highlights: rng.sample(inkHighlights, 4),
    };
  }
  const colours = rng.chance(0.5) ? inkColours : inkColours.slice(0, 4);
  const vols = rng.chance(0.5) ? type.volumes.slice(0, 2) : type.volumes.slice(1, 3);
  const variants: VariantDraft[] = colours.flatMap((c) =>
    vols.map((v) => ({
      suffix: `${c.code}-${v.ml}`,
      attributes: { Renk: c.name, Hacim: v.label },
      label: `${c.name} / ${v.label}`,
      priceTl: Math.min(14_990, perLitre * v.factor * c.factor),
      colour: { name: c.name, hex: c.hex },
    })),
  );
  return {
    code: `${prefix}-${type.key}${lineCode || "S"}`,
    name: `${brandNames[brandKey]} ${inkLabel}${lineText} Serisi`,
    brandKey,
    specifications: specs(colours.map((c) => c.name).join(", "), vols.map((v) => v.label).join(" / ")),
    attributes: { "Mürekkep tipi": type.label, Seri: lineName || "Standart" },
    priceTl: Math.min(...variants.map((v) => v.priceTl)),
    variants,
    tints: colours.map((c) => c.hex),
    highlights: rng.sample(inkHighlights, 4),
  };
}

export const uvInkFamily: FamilySpec = {
  family: "ink-uv",
  section: "sarf-malzemeler",
  kind: "consumable",
  silhouette: "bottle",
  noun: "UV mürekkep",
  brands: ["pigmentra", "pigmentra", "lumora"],
  make: (rng, brandKey, index) => makeInk("ink-uv", rng, brandKey, index),
};

export const ecoInkFamily: FamilySpec = {
  family: "ink-eco",
  section: "sarf-malzemeler",
  kind: "consumable",
  silhouette: "bottle",
  noun: "eco-solvent mürekkep",
  brands: ["pigmentra", "nordiva", "lumora"],
  make: (rng, brandKey, index) => makeInk("ink-eco", rng, brandKey, index),
};

export const subInkFamily: FamilySpec = {
  family: "ink-sub",
  section: "sarf-malzemeler",
  kind: "consumable",
  silhouette: "bottle",
  noun: "sublimasyon mürekkebi",
  brands: ["pigmentra", "nordiva", "pigmentra"],
  make: (rng, brandKey, index) => makeInk("ink-sub", rng, brandKey, index),
};
