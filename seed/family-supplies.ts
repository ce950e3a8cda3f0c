import { brandNames, brandPrefix, num } from "./format";
import type { FamilySpec, ProductDraft } from "./types";

const spec = (rows: [string, string][]) => rows.map(([name, value]) => ({ name, value }));

const headModels = [
  { model: "AH-1024", nozzles: 1024, drop: "7-35 pl", price: 12_900 },
  { model: "AH-720", nozzles: 720, drop: "5-21 pl", price: 8_900 },
  { model: "AH-2048", nozzles: 2048, drop: "3-13 pl", price: 14_900 },
  { model: "AH-512", nozzles: 512, drop: "14-42 pl", price: 7_400 },
];
const headAccessories = [
  { code: "KK", name: "Baskı Kafası Kontrol Kartı", noun: "kafa kontrol kartı", price: 4_400 },
  { code: "KB", name: "Kafa Veri Kablosu Seti (8 adet)", noun: "kafa veri kablosu seti", price: 1_650 },
  { code: "DMP", name: "Mürekkep Damper Seti (6 adet)", noun: "mürekkep damper seti", price: 890 },
  { code: "CAP", name: "Kapaklama (Capping) İstasyonu", noun: "kapaklama istasyonu", price: 3_200 },
  { code: "SLK", name: "Silecek Lastiği Seti (10 adet)", noun: "silecek lastiği seti", price: 560 },
];
// As many as the heads' highlights: a product draws the same number from either list.
const accessoryHighlights = [
  "Kafa üreticisinin ölçülerine uygun, birebir yedek parça",
  "Montaj kılavuzu ve uzaktan kurulum desteğiyle",
  "Servis ekibimiz tarafından yerinde montaj seçeneği",
  "UV, eco-solvent ve su bazlı mürekkeplere dayanıklı malzeme",
  "Orijinal ambalajında, tozdan korunmuş olarak gönderilir",
  "Düzenli bakımda değiştirilmesi önerilen parça",
];

export const printheadFamily: FamilySpec = {
  family: "printhead",
  section: "sarf-malzemeler",
  kind: "consumable",
  silhouette: "printhead",
  noun: "baskı kafası",
  brands: ["ankajet", "lumora", "ankajet"],
  make(rng, brandKey, index): ProductDraft {
    const prefix = brandPrefix[brandKey] ?? "LM";
    const accessory = index % 3 === 2;
    const highlights = rng.sample(
      accessory
        ? accessoryHighlights
        : [
            "Fabrika çıkışlı test raporu ve nozul kontrol çıktısı ile teslim",
            "Montaj sonrası voltaj ve hizalama ayarı için uzaktan destek",
            "Servis ekibimiz tarafından yerinde montaj seçeneği",
            "UV, eco-solvent ve su bazlı mürekkeplerle uyumlu sürümler",
            "Orijinal ambalajında, statik korumalı ve sızdırmaz kapaklı",
            "Seri numaralı garanti belgesiyle",
          ],
      4,
    );
    if (accessory) {
      const acc = rng.pick(headAccessories);
      return {
        noun: acc.noun,
        silhouette: "part",
        code: `${prefix}-${acc.code}-${rng.int(1, 9)}${rng.int(0, 9)}`,
        name: `${brandNames[brandKey]} ${acc.name}`,
        brandKey,
        specifications: spec([
          ["Ürün tipi", acc.name],
          ["Uyumlu kafalar", "AH-720, AH-1024"],
          ["Malzeme", "Endüstriyel sınıf, mürekkebe dayanıklı"],
          ["Paket içeriği", "Ürün ve montaj kılavuzu"],
          ["Garanti", "6 ay"],
          ["Menşei", "Türkiye"],
        ]),
        attributes: { "Ürün tipi": "Aksesuar", "Uyumlu kafa": "AH-1024" },
        priceTl: acc.price * (0.9 + rng.next() * 0.3),
        highlights,
      };
    }
    const head = index === 0 ? (headModels[0] as (typeof headModels)[number]) : rng.pick(headModels);
    const ink = rng.pick(["UV", "Eco-solvent", "Su bazlı"]);
    const variant = rng.pick(["", "i", "S", "G"]);
    return {
      code: `${prefix}-${head.model}${variant}-${ink === "UV" ? "U" : ink === "Su bazlı" ? "W" : "E"}`,
      name: `${brandNames[brandKey]} ${head.model}${variant} Baskı Kafası (${ink})`,
      brandKey,
      specifications: spec([
        ["Teknoloji", "Piezo DOD, gri ton"],
        ["Nozul sayısı", num(head.nozzles)],
        ["Damla boyutu", head.drop],
        ["Renk kanalı", rng.pick(["1", "2", "4"])],
        ["Uyumlu mürekkep", ink],
        ["Çalışma sıcaklığı", ink === "UV" ? "45 °C'ye kadar" : "20-35 °C"],
        ["Fırlatma frekansı", `${rng.pick([20, 30, 40])} kHz`],
        ["Garanti", "Montaj sonrası 3 ay"],
      ]),
      attributes: { "Ürün tipi": "Baskı kafası", "Uyumlu mürekkep": ink, "Nozul sayısı": String(head.nozzles) },
      priceTl: head.price * (0.92 + rng.next() * 0.08),
      highlights,
    };
  },
};

const cleaningHighlights = [
  "Kuruyan mürekkebi nozullara zarar vermeden çözer",
  "Mürekkep tipine özel formül: contaları ve dampleri şişirmez",
  "Günlük bakımda az miktarla etkili temizlik",
  "Makine uzun süre kullanılmayacaksa hat koruması sağlar",
  "Güvenlik bilgi formu (SDS) ile birlikte gönderilir",
];
// As many as the cleaners' highlights: a product draws the same number from either list.
const primerHighlights = [
  "Cam, metal ve sert plastiklerde UV mürekkebin tutunmasını artırır",
  "Baskıdan önce ince ve homojen bir katman olarak uygulanır",
  "Hızlı kurur; yüzeyde iz ve parlaklık farkı bırakmaz",
  "Az miktarla geniş alanda etkili",
  "Güvenlik bilgi formu (SDS) ile birlikte gönderilir",
];
const cleaners = [
  { code: "UVK", name: "UV Kafa Temizleme Solüsyonu", noun: "temizlik solüsyonu", ink: "UV", base: 980 },
  { code: "ESH", name: "Eco-solvent Hat Yıkama Sıvısı", noun: "hat yıkama sıvısı", ink: "Eco-solvent", base: 760 },
  { code: "SBB", name: "Sublimasyon Bakım Sıvısı", noun: "bakım sıvısı", ink: "Sublimasyon", base: 690 },
  { code: "KPT", name: "Kapak Temizleyici", noun: "kapak temizleyici", ink: "Tümü", base: 640 },
  { code: "HKS", name: "Mürekkep Hattı Koruma Sıvısı", noun: "hat koruma sıvısı", ink: "UV", base: 1_150 },
  { code: "AST", name: "Yapışma Artırıcı Astar (Primer)", noun: "yapışma artırıcı astar", ink: "UV", base: 1_450 },
];
const cleanVolumes = [
  { label: "500 ml", ml: 500, factor: 0.6 },
  { label: "1 L", ml: 1000, factor: 1 },
  { label: "5 L", ml: 5000, factor: 4 },
];

export const cleaningFamily: FamilySpec = {
  family: "cleaning",
  section: "sarf-malzemeler",
  kind: "consumable",
  silhouette: "jerrycan",
  noun: "temizlik solüsyonu",
  brands: ["pigmentra", "lumora"],
  make(rng, brandKey, index): ProductDraft {
    const prefix = brandPrefix[brandKey] ?? "LM";
    const c = rng.pick(cleaners);
    const rows: [string, string][] = [
      ["Kullanım", c.name],
      ["Uyumlu mürekkep", c.ink],
      ["Görünüm", "Berrak, renksiz sıvı"],
      ["Parlama noktası", `${rng.int(61, 95)} °C`],
      ["Raf ömrü", "24 ay"],
      ["Saklama", "Ağzı kapalı, 5-30 °C"],
    ];
    const highlights = rng.sample(c.code === "AST" ? primerHighlights : cleaningHighlights, 4);
    if (index >= 0 && index % 2 === 0) {
      return {
        code: `${prefix}-${c.code}`,
        name: `${brandNames[brandKey]} ${c.name}`,
        noun: c.noun,
        brandKey,
        specifications: spec([...rows, ["Ambalaj", "500 ml / 1 L / 5 L"]]),
        attributes: { "Uyumlu mürekkep": c.ink, "Ürün tipi": "Solüsyon" },
        priceTl: c.base * cleanVolumes[0]!.factor,
        variants: cleanVolumes.map((v) => ({
          suffix: String(v.ml),
          attributes: { Hacim: v.label },
          label: v.label,
          priceTl: Math.max(500, c.base * v.factor),
        })),
        tints: ["#bae6fd"],
        highlights,
      };
    }
    const v = rng.pick(cleanVolumes);
    return {
      code: `${prefix}-${c.code}-${v.ml}`,
      name: `${brandNames[brandKey]} ${c.name} ${v.label}`,
      noun: c.noun,
      brandKey,
      specifications: spec([...rows, ["Ambalaj", v.label]]),
      attributes: { "Uyumlu mürekkep": c.ink, "Ürün tipi": "Solüsyon", Hacim: v.label },
      priceTl: Math.max(500, c.base * v.factor),
      tints: ["#bae6fd"],
      highlights,
    };
  },
};
