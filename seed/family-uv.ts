import { brandNames, brandPrefix, num } from "./format";
import type { FamilySpec } from "./types";

const spec = (rows: [string, string][]) => rows.map(([name, value]) => ({ name, value }));
const uvHighlights = [
  "Anında aç-kapa çalışma: ısınma ve soğuma beklemesi yok",
  "Düşük ısı yükü sayesinde ince film ve ısıya duyarlı malzemelerde güvenli kürleme",
  "20.000 saate varan LED ömrü ve sabit ışınım",
  "Analog ve dijital (0-10 V / PWM) güç kontrolü",
  "Sıcaklık ve akım izleme ile arıza durumunda otomatik koruma",
  "Ozon üretmeyen, cıva içermeyen çevre dostu teknoloji",
  "Mevcut hatlara kolay entegrasyon için standart bağlantı ölçüleri",
];
const waveColour: Record<string, string> = { "365": "#7c3aed", "385": "#8b5cf6", "395": "#a855f7", "405": "#c084fc" };

export const uvLedFamily: FamilySpec = {
  family: "uv-led",
  section: "uv-kurleme",
  kind: "uv",
  silhouette: "led",
  noun: "UV LED kürleme sistemi",
  brands: ["kuvarlux", "teknokur", "kuvarlux"],
  make(rng, brandKey) {
    const wave = rng.pick(["365", "385", "395", "405"]);
    const len = rng.pick([8, 12, 16, 25, 32, 50, 75]);
    const water = len >= 25 || rng.chance(0.3);
    const irr = rng.pick([8, 12, 16, 20, 24]);
    return {
      code: `${brandPrefix[brandKey]}-LED${wave}-${len}${water ? "W" : "A"}`,
      name: `${brandNames[brandKey]} ${wave} nm UV LED Kürleme Modülü ${len} cm ${water ? "(Su Soğutmalı)" : "(Hava Soğutmalı)"}`,
      brandKey,
      specifications: spec([
        ["Dalga boyu", `${wave} nm`],
        ["Işınım alanı", `${len} x 2 cm`],
        ["Tepe ışınım", `${irr} W/cm²`],
        ["Soğutma", water ? "Su soğutmalı (chiller dahil değil)" : "Hava soğutmalı, fanlı"],
        ["Güç tüketimi", `${num(len * (water ? 0.09 : 0.06) + 0.2, 1)} kW`],
        ["Kontrol", "0-10 V analog, RS485"],
        ["LED ömrü", "20.000 saat"],
        ["Koruma sınıfı", "IP54"],
        ["Ağırlık", `${num(len * 0.18 + 1.5, 1)} kg`],
      ]),
      attributes: { "Dalga boyu": `${wave} nm`, Soğutma: water ? "Su" : "Hava", "Işınım genişliği": `${len} cm` },
      priceTl: 18_000 + len * 1_900 * (water ? 1.3 : 1) + irr * 600,
      tints: [waveColour[wave] ?? "#a855f7"],
      highlights: rng.sample(uvHighlights, 4),
    };
  },
};

export const uvLampFamily: FamilySpec = {
  family: "uv-lamp",
  section: "uv-kurleme",
  kind: "uv",
  silhouette: "lamp",
  noun: "UV lamba",
  brands: ["kuvarlux"],
  make(rng, brandKey) {
    const dope = rng.pick([
      ["H", "Cıva buharlı (Hg)"],
      ["D", "Demir katkılı (Fe)"],
      ["G", "Galyum katkılı (Ga)"],
    ] as const);
    const len = rng.pick([25, 35, 50, 65, 80, 100, 120]);
    const watt = rng.pick([80, 120, 160, 200]);
    const ballast = rng.chance(0.25);
    return {
      code: `${brandPrefix[brandKey]}-${dope[0]}${len}-${watt}${ballast ? "-EB" : ""}`,
      name: ballast
        ? `${brandNames[brandKey]} ${len} cm UV Lamba Elektronik Balast Seti (${watt} W/cm)`
        : `${brandNames[brandKey]} ${dope[1].split(" (")[0]} UV Lamba ${len} cm ${watt} W/cm`,
      brandKey,
      specifications: spec([
        ["Lamba tipi", `Orta basınçlı, ${dope[1]}`],
        ["Ark uzunluğu", `${len} cm`],
        ["Güç yoğunluğu", `${watt} W/cm`],
        ["Toplam güç", `${num((len * watt) / 1000, 1)} kW`],
        ["Spektrum", dope[0] === "H" ? "250-400 nm (tepe 365 nm)" : dope[0] === "D" ? "350-450 nm" : "400-420 nm"],
        ["Ortalama ömür", `${rng.pick([1000, 1500, 2000])} saat`],
        ["Kuvars", "Ozonsuz sentetik kuvars"],
        ["Bağlantı", rng.pick(["Seramik uç, kablolu", "Vidalı metal uç"])],
      ]),
      attributes: { "Lamba tipi": dope[1].split(" (")[0] ?? "", "Ark uzunluğu": `${len} cm`, "Güç yoğunluğu": `${watt} W/cm` },
      priceTl: (ballast ? 14_000 : 2_400) + len * watt * (ballast ? 1.5 : 0.6),
      tints: [dope[0] === "G" ? "#c084fc" : "#818cf8"],
      highlights: rng.sample(
        [
          "Homojen ark ve kararlı spektrum ile tutarlı kürleme",
          "Ozonsuz kuvars cam seçeneği ile daha az havalandırma ihtiyacı",
          "Her lamba için ışınım test raporu",
          "Mevcut reflektör gövdelerine birebir ölçü",
          "Erken yanma ve kararma sorunlarına karşı 3 ay garanti",
        ],
        4,
      ),
    };
  },
};

export const uvTunnelFamily: FamilySpec = {
  family: "uv-tunnel",
  section: "uv-kurleme",
  kind: "uv",
  silhouette: "tunnel",
  noun: "UV kürleme tüneli",
  brands: ["teknokur", "teknokur", "kuvarlux"],
  make(rng, brandKey) {
    const belt = rng.pick([30, 40, 60, 80, 100, 120]);
    const led = rng.chance(0.5);
    const lamps = rng.pick([1, 2, 3]);
    return {
      code: `${brandPrefix[brandKey]}-T${belt}${led ? "L" : "M"}${lamps}`,
      name: `${brandNames[brandKey]} ${led ? "UV LED" : "UV Lambalı"} Kürleme Tüneli ${belt} cm (${lamps} ${led ? "modül" : "lamba"})`,
      brandKey,
      specifications: spec([
        ["Bant genişliği", `${belt} cm`],
        ["Işık kaynağı", led ? `${lamps} x 395 nm UV LED modül` : `${lamps} x orta basınçlı cıva lamba`],
        ["Bant hızı", `1-${rng.pick([15, 25, 40])} m/dk`],
        ["Maksimum ürün yüksekliği", `${rng.pick([5, 10, 15, 20])} cm`],
        ["Güç tüketimi", `${num(led ? belt * 0.05 * lamps : belt * 0.12 * lamps, 1)} kW`],
        ["Bant tipi", "Teflon kaplı fiberglas"],
        ["Soğutma", led ? "Su soğutmalı" : "Emiş fanı ve hava kanalı"],
        ["Ağırlık", `${rng.int(140, 520)} kg`],
        ["Garanti", "2 yıl"],
      ]),
      attributes: { "Bant genişliği": `${belt} cm`, "Işık kaynağı": led ? "UV LED" : "UV lamba" },
      priceTl: Math.max(150_000, 110_000 + belt * 2_800 + lamps * (led ? 60_000 : 25_000)),
      tints: ["#8b5cf6"],
      highlights: rng.sample(
        [
          "Kademesiz bant hızı ayarı ile farklı vernik ve mürekkeplere uyum",
          "Işık sızdırmaz giriş-çıkış perdeleri",
          "Dijital dozaj göstergesi (mJ/cm²)",
          "Serigrafi, ofset vernik ve dijital baskı sonrası kürleme",
          "Acil durdurma, kapak emniyet sivici ve aşırı ısı koruması",
        ],
        4,
      ),
    };
  },
};

const parts = [
  { code: "RF", name: "Alüminyum Reflektör Seti", price: 4_800 },
  { code: "QC", name: "Kuvars Koruma Camı", price: 1_900 },
  { code: "FN", name: "Soğutma Fanı 120 mm", price: 1_450 },
  { code: "SK", name: "LED Sürücü Kartı", price: 9_800 },
  { code: "RM", name: "UV Radyometre (Ölçüm Cihazı)", price: 27_500 },
  { code: "SH", name: "Lamba Kapağı (Shutter) Mekanizması", price: 12_400 },
  { code: "CH", name: "Kompakt Su Soğutucu (Chiller)", price: 34_900 },
  { code: "TB", name: "Konveyör Teflon Bant", price: 6_700 },
];

export const uvPartFamily: FamilySpec = {
  family: "uv-part",
  section: "uv-kurleme",
  kind: "uv",
  silhouette: "part",
  noun: "UV yedek parça",
  brands: ["teknokur", "kuvarlux"],
  make(rng, brandKey) {
    const p = rng.pick(parts);
    const size = rng.pick([25, 35, 50, 80]);
    return {
      code: `${brandPrefix[brandKey]}-P${p.code}-${size}`,
      name: `${brandNames[brandKey]} ${p.name}${p.code === "RM" || p.code === "FN" || p.code === "CH" ? "" : ` (${size} cm)`}`,
      brandKey,
      specifications: spec([
        ["Parça tipi", p.name],
        ["Uyumlu sistemler", rng.pick(["Kuvarlux LED serisi", "Teknokür tünelleri", "Tüm orta basınçlı lamba gövdeleri"])],
        ["Ölçü", `${size} cm sisteme uygun`],
        ["Malzeme", rng.pick(["Eloksallı alüminyum", "Sentetik kuvars", "Endüstriyel elektronik", "Paslanmaz çelik"])],
        ["Montaj", "Kılavuz ile kullanıcı tarafından"],
        ["Garanti", "1 yıl"],
      ]),
      attributes: { "Parça tipi": p.name.split(" (")[0] ?? p.name, "Uyumlu ölçü": `${size} cm` },
      priceTl: p.price * (0.9 + (size / 80) * 0.3),
      tints: ["#6366f1"],
      highlights: rng.sample(
        [
          "Stoktan hızlı sevkiyat, duruş sürenizi kısaltır",
          "Orijinal ölçülerde üretim, ek işçilik gerektirmez",
          "Teknik ekibimizden telefonla montaj desteği",
          "Düzenli değişimle kürleme verimini korur",
        ],
        4,
      ),
    };
  },
};
