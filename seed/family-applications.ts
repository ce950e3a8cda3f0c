import type { Family } from "./catalog-tree";
import { brandNames, brandPrefix } from "./format";
import type { Rng } from "./prng";
import type { FamilySpec, ProductDraft } from "./types";

type AppDef = { family: Family; code: string; noun: string; packages: string[]; includes: string[]; uses: string[] };

const apps: AppDef[] = [
  {
    family: "app-packaging",
    code: "AMB",
    noun: "ambalaj baskı çözümü",
    packages: [
      "Karton Kutu Dijital Baskı Paketi",
      "Oluklu Mukavva UV Baskı Çözümü",
      "Kozmetik Ambalaj Vernik ve Kabartma Paketi",
      "Ambalaj Prototip Baskı Seti",
      "Gıda Ambalajı Düşük Migrasyonlu Baskı Paketi",
      "Hediye Kutusu Kişiselleştirme Seti",
      "Etiket ve Ambalaj Kombine Paketi",
    ],
    includes: [
      "UV flatbed yazıcı",
      "Düşük migrasyonlu UV mürekkep seti",
      "Kesim plotteri",
      "Vernik kanalı",
      "RIP yazılımı",
      "2 günlük yerinde eğitim",
    ],
    uses: ["Karton kutu", "Oluklu mukavva", "Kozmetik kutu", "Şişe ve kavanoz"],
  },
  {
    family: "app-signage",
    code: "TBL",
    noun: "tabela ve reklam çözümü",
    packages: [
      "Işıklı Tabela Baskı Paketi",
      "Pleksi Harf UV Baskı Çözümü",
      "Folyo Baskı ve Kesim Seti",
      "Dış Mekân Afiş Baskı Paketi",
      "Araç Giydirme Baskı Seti",
      "Fuar Standı Baskı Çözümü",
      "Mağaza İçi Görsel Paket",
    ],
    includes: [
      "Eco-solvent yazıcı",
      "Kesim plotteri",
      "Laminasyon makinesi",
      "Vinil folyo başlangıç stoku",
      "UV flatbed yazıcı",
      "Kurulum ve eğitim",
    ],
    uses: ["Işıklı kutu harf", "Araç giydirme", "Afiş ve branda", "Pleksi tabela"],
  },
  {
    family: "app-textile",
    code: "TKS",
    noun: "tekstil baskı çözümü",
    packages: [
      "Spor Giyim Sublimasyon Paketi",
      "Bayrak ve Flama Baskı Seti",
      "Ev Tekstili Baskı Çözümü",
      "Promosyon Tekstil Baskı Seti",
      "Transfer Baskı ve Kalender Paketi",
      "Moda Tasarım Numune Baskı Seti",
      "Forma Üretim Hattı Paketi",
    ],
    includes: [
      "Sublimasyon yazıcı",
      "Kalender pres",
      "Transfer kâğıdı başlangıç stoku",
      "Sublimasyon mürekkep seti",
      "Renk yönetimi yazılımı",
      "Üretim danışmanlığı",
    ],
    uses: ["Spor forma", "Bayrak ve flama", "Perde ve döşemelik", "Promosyon tişört"],
  },
  {
    family: "app-marking",
    code: "ISR",
    noun: "endüstriyel işaretleme çözümü",
    packages: [
      "Metal Plaka Lazer Markalama Seti",
      "Kablo İşaretleme UV Baskı Çözümü",
      "Parça Kodlama ve Karekod Paketi",
      "Seri Numarası Baskı İstasyonu",
      "Plastik Parça Doğrudan Baskı Çözümü",
      "Ambalaj Tarih ve Lot Kodlama Paketi",
      "Ölçüm Cihazı Ön Panel Baskı Seti",
    ],
    includes: [
      "Fiber lazer markalama makinesi",
      "Masaüstü UV yazıcı",
      "Karekod doğrulama kamerası",
      "Konveyör entegrasyonu",
      "Değişken veri yazılımı",
      "Yerinde devreye alma",
    ],
    uses: ["Metal etiket plakası", "Kablo ve hortum", "Plastik parça", "Ön panel ve membran"],
  },
];

function makePackage(app: AppDef, rng: Rng, brandKey: string, index: number): ProductDraft {
  const title = index >= 0 ? (app.packages[index % app.packages.length] as string) : rng.pick(app.packages);
  const tier = rng.pick(["Başlangıç", "Profesyonel", "Endüstriyel"]);
  const includes = rng.sample(app.includes, 4);
  const tierFactor = tier === "Başlangıç" ? 1 : tier === "Profesyonel" ? 1.8 : 3.2;
  return {
    code: `${brandPrefix[brandKey] ?? "LM"}-${app.code}-${String(rng.int(10, 99))}${tier[0]}`,
    name: `${brandNames[brandKey]} ${title} – ${tier}`,
    brandKey,
    specifications: [
      { name: "Paket seviyesi", value: tier },
      ...includes.map((item, i) => ({ name: `Paket içeriği ${i + 1}`, value: item })),
      { name: "Uygulama alanları", value: rng.sample(app.uses, 3).join(", ") },
      { name: "Kurulum süresi", value: `${rng.int(1, 5)} iş günü` },
      { name: "Garanti", value: "2 yıl, yerinde servis" },
    ],
    attributes: { "Paket seviyesi": tier, Uygulama: rng.pick(app.uses) },
    priceTl: Math.min(2_400_000, (150_000 + rng.int(0, 200_000)) * tierFactor),
    highlights: rng.sample(
      [
        "Makine, sarf malzeme, yazılım ve eğitim tek teklif ve tek muhatapla",
        "Numune baskılarınız kurulumdan önce showroomumuzda hazırlanır",
        "İlk üretiminizde yanınızda olan uygulama uzmanı",
        "İş büyüdükçe modüler olarak genişletilebilir yapı",
        "Kiralama ve vade seçenekleriyle esnek finansman",
        "Sektörünüze özel renk profilleri ve iş şablonları",
      ],
      4,
    ),
  };
}

const appFamily = (app: AppDef): FamilySpec => ({
  family: app.family,
  section: "uygulamalar",
  kind: "package",
  silhouette: "package",
  noun: app.noun,
  brands: ["lumora", "lumora", app.family === "app-marking" ? "lazerya" : app.family === "app-textile" ? "nordiva" : "ankajet"],
  make: (rng, brandKey, index) => makePackage(app, rng, brandKey, index),
});

export const applicationFamilies: FamilySpec[] = apps.map(appFamily);
