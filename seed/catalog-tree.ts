/** The demo catalogue: four sections with exact slugs, each with its leaf categories. */
export type Family =
  | "flatbed"
  | "solvent"
  | "textile"
  | "laser"
  | "label"
  | "ink-uv"
  | "ink-eco"
  | "ink-sub"
  | "printhead"
  | "cleaning"
  | "media"
  | "uv-led"
  | "uv-lamp"
  | "uv-tunnel"
  | "uv-part"
  | "app-packaging"
  | "app-signage"
  | "app-textile"
  | "app-marking";

export type SectionKey = "makineler" | "sarf-malzemeler" | "uv-kurleme" | "uygulamalar";

export type LeafDef = { name: string; slug: string; family: Family; count: number; description: string };
export type SectionDef = { key: SectionKey; name: string; description: string; leaves: LeafDef[] };

export const catalogTree: SectionDef[] = [
  {
    key: "makineler",
    name: "Makineler",
    description:
      "Endüstriyel UV flatbed, eco-solvent, sublimasyon, lazer kesim ve etiket baskı makineleri; kurulum, eğitim ve servis desteğiyle.",
    leaves: [
      {
        name: "UV Flatbed Yazıcılar",
        slug: "uv-flatbed-yazicilar",
        family: "flatbed",
        count: 9,
        description: "Cam, ahşap, metal, pleksi ve kompozit panellere doğrudan baskı yapan UV LED kürlemeli flatbed yazıcılar.",
      },
      {
        name: "Solvent/Eco-solvent Yazıcılar",
        slug: "solvent-eco-solvent-yazicilar",
        family: "solvent",
        count: 8,
        description: "Afiş, folyo, branda ve araç giydirme için rulodan ruloya geniş format eco-solvent yazıcılar.",
      },
      {
        name: "Tekstil (Sublimasyon) Yazıcılar",
        slug: "tekstil-sublimasyon-yazicilar",
        family: "textile",
        count: 8,
        description: "Spor giyim, bayrak ve ev tekstili üretimi için yüksek hızlı sublimasyon ve direkt tekstil yazıcıları.",
      },
      {
        name: "Lazer Kesim Makineleri",
        slug: "lazer-kesim-makineleri",
        family: "laser",
        count: 8,
        description: "Pleksi, ahşap, deri ve kumaş için CO2 lazer kesim ve kazıma makineleri, metal için fiber markalama sistemleri.",
      },
      {
        name: "Etiket Baskı Makineleri",
        slug: "etiket-baski-makineleri",
        family: "label",
        count: 8,
        description: "Kısa ve orta tirajlı etiket üretimi için dijital etiket baskı, laminasyon ve kesim hatları.",
      },
    ],
  },
  {
    key: "sarf-malzemeler",
    name: "Sarf Malzemeler",
    description: "Orijinal ve uyumlu mürekkepler, baskı kafaları, temizlik solüsyonları ve baskı medyaları; hızlı sevkiyatla stoktan.",
    leaves: [
      {
        name: "UV Mürekkepler",
        slug: "uv-murekkepler",
        family: "ink-uv",
        count: 10,
        description: "LED ve cıva buharlı lambalarla uyumlu, esnek ve sert yüzeyler için UV kürlenebilir mürekkepler.",
      },
      {
        name: "Eco-solvent Mürekkepler",
        slug: "eco-solvent-murekkepler",
        family: "ink-eco",
        count: 9,
        description: "Düşük kokulu, dış mekâna dayanıklı, geniş renk gamına sahip eco-solvent mürekkepler.",
      },
      {
        name: "Sublimasyon Mürekkepleri",
        slug: "sublimasyon-murekkepleri",
        family: "ink-sub",
        count: 9,
        description: "Polyester kumaş ve kaplamalı yüzeylerde canlı ve yıkamaya dayanıklı renkler veren sublimasyon mürekkepleri.",
      },
      {
        name: "Baskı Kafaları",
        slug: "baski-kafalari",
        family: "printhead",
        count: 8,
        description: "Piezo baskı kafaları, kafa kartları ve kablo setleri; kurulum ve hizalama desteğiyle.",
      },
      {
        name: "Temizlik Solüsyonları",
        slug: "temizlik-solusyonlari",
        family: "cleaning",
        count: 8,
        description: "Kafa temizleme, hat yıkama ve günlük bakım için mürekkep tipine uygun solüsyonlar.",
      },
      {
        name: "Medya ve Folyolar",
        slug: "medya-ve-folyolar",
        family: "media",
        count: 9,
        description: "Vinil folyo, branda, transfer kâğıdı, laminasyon filmi ve özel baskı medyaları.",
      },
    ],
  },
  {
    key: "uv-kurleme",
    name: "UV Kürleme",
    description:
      "Baskı, vernik ve yapıştırıcı uygulamaları için UV LED kürleme sistemleri, UV lambalar, kürleme tünelleri ve yedek parçalar.",
    leaves: [
      {
        name: "UV LED Kürleme Sistemleri",
        slug: "uv-led-kurleme-sistemleri",
        family: "uv-led",
        count: 9,
        description: "Su veya hava soğutmalı, 365-405 nm dalga boylarında yüksek ışınımlı UV LED kürleme modülleri.",
      },
      {
        name: "UV Lambalar",
        slug: "uv-lambalar",
        family: "uv-lamp",
        count: 8,
        description: "Cıva buharlı ve katkılı (demir, galyum) orta basınçlı UV lambalar ve uyumlu güç kaynakları.",
      },
      {
        name: "Kürleme Tünelleri",
        slug: "kurleme-tunelleri",
        family: "uv-tunnel",
        count: 7,
        description: "Bantlı konveyörlü UV kürleme tünelleri; ambalaj, serigrafi ve vernik hatları için.",
      },
      {
        name: "Yedek Parçalar",
        slug: "yedek-parcalar",
        family: "uv-part",
        count: 8,
        description: "Reflektörler, kuvars camlar, soğutma fanları, sürücü kartları ve UV ölçüm cihazları.",
      },
    ],
  },
  {
    key: "uygulamalar",
    name: "Uygulamalar",
    description: "Sektörünüze göre seçilmiş hazır baskı çözümleri: makine, sarf malzeme, kurulum ve eğitim tek pakette.",
    leaves: [
      {
        name: "Ambalaj",
        slug: "ambalaj",
        family: "app-packaging",
        count: 7,
        description: "Karton kutu, oluklu mukavva ve kozmetik ambalaj için dijital baskı ve vernik çözümleri.",
      },
      {
        name: "Tabela ve Reklam",
        slug: "tabela-ve-reklam",
        family: "app-signage",
        count: 7,
        description: "Işıklı tabela, pleksi harf, folyo ve afiş üretimi için baskı ve kesim çözümleri.",
      },
      {
        name: "Tekstil",
        slug: "tekstil",
        family: "app-textile",
        count: 7,
        description: "Spor giyim, bayrak, promosyon ve ev tekstili için sublimasyon ve transfer baskı paketleri.",
      },
      {
        name: "Endüstriyel İşaretleme",
        slug: "endustriyel-isaretleme",
        family: "app-marking",
        count: 7,
        description: "Metal plaka, kablo, plastik parça ve ambalaj üzerine kalıcı kodlama ve markalama sistemleri.",
      },
    ],
  },
];

export const familyOfSlug = new Map<string, Family>(catalogTree.flatMap((s) => s.leaves.map((l) => [l.slug, l.family] as const)));
export const sectionOfFamily = new Map<Family, SectionKey>(catalogTree.flatMap((s) => s.leaves.map((l) => [l.family, s.key] as const)));
