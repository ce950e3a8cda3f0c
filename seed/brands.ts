/** Fictional brands only: every name here is invented for the demo store. */
export type BrandDef = { key: string; name: string; slug: string; description: string; color: string; accent: string };

export const brandDefs: BrandDef[] = [
  {
    key: "lumora",
    name: "Lumora",
    slug: "lumora",
    color: "#1f2a44",
    accent: "#f97316",
    description:
      "Lumora'nın kendi tasarımı endüstriyel baskı makineleri ve sarf malzemeleri. İstanbul'daki Ar-Ge merkezinde geliştirilir, Türkiye genelinde yerinde servisle desteklenir.",
  },
  {
    key: "ankajet",
    name: "Ankajet",
    slug: "ankajet",
    color: "#0f3d5e",
    accent: "#38bdf8",
    description: "Geniş format UV ve eco-solvent yazıcılarda yüksek hız ile hassas renk yönetimini bir araya getiren makine markası.",
  },
  {
    key: "nordiva",
    name: "Nordiva",
    slug: "nordiva",
    color: "#1e293b",
    accent: "#22c55e",
    description: "Tekstil ve tabela sektörüne yönelik, düşük bakım ihtiyacıyla bilinen rulodan ruloya yazıcılar.",
  },
  {
    key: "pigmentra",
    name: "Pigmentra",
    slug: "pigmentra",
    color: "#3b0764",
    accent: "#e879f9",
    description: "UV, eco-solvent ve sublimasyon mürekkeplerinde geniş renk gamı ve kararlı akışkanlık sunan mürekkep markası.",
  },
  {
    key: "kuvarlux",
    name: "Kuvarlux",
    slug: "kuvarlux",
    color: "#1e1b4b",
    accent: "#a78bfa",
    description: "UV LED kürleme modülleri, orta basınçlı UV lambalar ve ölçüm ekipmanları üreten kürleme uzmanı.",
  },
  {
    key: "teknokur",
    name: "Teknokür",
    slug: "teknokur",
    color: "#172554",
    accent: "#60a5fa",
    description: "Kürleme tünelleri, konveyör sistemleri ve UV yedek parçalarında uzun ömürlü endüstriyel çözümler.",
  },
  {
    key: "rotavia",
    name: "Rotavia",
    slug: "rotavia",
    color: "#422006",
    accent: "#fbbf24",
    description: "Kısa tirajlı etiket üretimi için dijital etiket baskı, laminasyon ve kesim makineleri.",
  },
  {
    key: "lazerya",
    name: "Lazerya",
    slug: "lazerya",
    color: "#450a0a",
    accent: "#f87171",
    description: "CO2 lazer kesim ve fiber lazer markalama sistemlerinde atölyeden fabrikaya ölçeklenen çözümler.",
  },
  {
    key: "medyalin",
    name: "Medyalin",
    slug: "medyalin",
    color: "#052e16",
    accent: "#4ade80",
    description: "Vinil folyo, branda, transfer kâğıdı ve laminasyon filmlerinden oluşan geniş baskı medyası ailesi.",
  },
];

export type BrandKey = string;
