import { storeConfig } from "@/config/store";
import { formatPriceShort } from "@/lib/money";
import type { PageDef } from "./page-types";

// The figures the checkout charges, so the answers cannot disagree with it.
const fee = storeConfig.delivery;
const price = (kurus: number) => formatPriceShort(kurus, storeConfig.currency);

const faq: [string, string][] = [
  [
    "Siparişim ne zaman kargoya verilir?",
    "Her ürünün tahmini kargoya veriliş süresi, ürün sayfasında iş günü olarak yazar; siparişiniz onaylandıktan sonra bu süre içinde kargoya verilir. Makine ve kurulum gerektiren ürünlerde satış ekibimiz kurulum tarihini sizinle birlikte planlar.",
  ],
  [
    "Hangi ödeme yöntemlerini kullanabilirim?",
    "Havale/EFT ve kapıda ödeme seçeneklerini kullanabilirsiniz. Kapıda ödeme 25.000 TL'ye kadar olan siparişlerde geçerlidir ve makine siparişlerinde kullanılamaz; kargo firması 49 TL kapıda ödeme hizmet bedeli alır. Havale ile ödemede sipariş numaranızı açıklama alanına yazmanız yeterlidir.",
  ],
  [
    "Kargo ücreti ne kadar?",
    `Standart teslimat ${price(fee.standardFee)}; ${price(fee.freeAbove)} ve üzeri siparişlerde kargo ücretsizdir. Hızlı teslimat ${price(fee.expressFee)} tutarındadır. Ücretler KDV dahildir ve ödeme adımından önce sepet özetinde gösterilir. Makine gönderimlerinde nakliye ve kurulum teklifte ayrıca belirtilir.`,
  ],
  [
    "Ürünü iade edebilir miyim?",
    "Tüketici olarak aldığınız her üründe, makineler dahil, teslimden itibaren 14 gün içinde gerekçe göstermeden cayma hakkınız vardır; iade talebinizi Hesabım > Siparişlerim sayfasından ya da üye değilseniz sipariş sorgulama sayfasından oluşturabilirsiniz. Ambalajı açılmış mürekkep ve kimyasal ürünler sağlık ve güvenlik nedeniyle, size özel üretilen ürünler de kişiye özel oldukları için cayma hakkının dışındadır.",
  ],
  [
    "Makine alırsam kurulum ve eğitim dahil mi?",
    "Tüm makinelerimizde kurulum ve temel operatör eğitimi fiyata dahildir. İleri seviye renk yönetimi ve bakım eğitimleri uygulama merkezlerimizde düzenli olarak yapılır.",
  ],
  [
    "Garanti süresi ne kadar?",
    "Makinelerde 2 yıl parça ve işçilik garantisi verilir. Baskı kafaları ve UV lambalar gibi sarf niteliğindeki parçalarda garanti koşulları ürün sayfasında ayrıca belirtilir.",
  ],
  [
    "Teknik servis talebini nasıl oluşturabilirim?",
    "Teknik servis formunu doldurarak ya da müşteri hizmetlerimizi arayarak talep oluşturabilirsiniz. Makinenizin seri numarasını ve arızanın kısa bir açıklamasını paylaşmanız teşhisi hızlandırır; birçok sorun uzaktan bağlantıyla aynı gün çözülür.",
  ],
  [
    "Mürekkep ve baskı kafası uyumluluğunu nasıl anlarım?",
    "Ürün sayfalarındaki teknik özellikler tablosunda uyumlu baskı kafaları ve makineler belirtilir. Emin olamadığınız durumlarda makinenizin modelini teknik destek ekibimizle paylaşmanız yeterlidir.",
  ],
  [
    "Fatura bilgilerimi nasıl değiştiririm?",
    "Şirket unvanınızı, vergi dairenizi ve vergi numaranızı [Hesap Bilgilerim](/account/my-account) sayfasındaki Şirket bilgileri bölümünden; fatura adreslerinizi [Adreslerim](/account/my-addresses) sayfasından güncelleyebilirsiniz. Kesilmiş faturalarda değişiklik için müşteri hizmetlerimizle iletişime geçiniz.",
  ],
  [
    "Toplu alımlarda indirim var mı?",
    "Düzenli sarf malzeme alımı yapan işletmelere özel fiyat ve abonelik seçenekleri sunuyoruz. Teklif almak için iletişim sayfasındaki formu kullanabilirsiniz.",
  ],
];

const faqBody = `Sık sorulan soruların yanıtlarını aşağıda bulabilirsiniz. Aradığınız cevabı bulamazsanız [iletişim formunu](/contact) kullanabilir veya hafta içi 08:30-18:00 saatleri arasında müşteri hizmetlerimizi arayabilirsiniz.

${faq.map(([q, a]) => `### ${q}\n\n${a}`).join("\n\n")}`;

export const helpPages: PageDef[] = [
  {
    path: "cozum-merkezi/yardim-destek",
    title: "Yardım ve Destek",
    metaDescription: "Sipariş, ödeme, kargo, iade, garanti ve teknik servis hakkında sık sorulan sorular.",
    body: faqBody,
  },
  {
    path: "cozum-merkezi/sikca-sorulan-sorular",
    title: "Sıkça Sorulan Sorular",
    metaDescription: "Lumora online mağazası hakkında sıkça sorulan sorular ve yanıtları.",
    body: faqBody,
  },
  {
    path: "cozum-merkezi/gizlilik-ve-odeme-guvenligi",
    title: "Gizlilik ve Ödeme Güvenliği",
    metaDescription: "Lumora online mağazasında ödemeleriniz ve kişisel verileriniz nasıl korunur?",
    body: `Online mağazamızdaki tüm sayfalar şifreli bağlantı (HTTPS) üzerinden sunulur. Ödemelerinizi havale/EFT veya kapıda ödeme ile yaparsınız.\n\n## Havale ve EFT ile ödeme\n\nÖdemenizi yalnızca [banka hesaplarımız](/kurumsal/banka-bilgileri) sayfasında ve sipariş onayınızda gösterilen, **Lumora Baskı Teknolojileri A.Ş.** adına kayıtlı hesaplara yapınız. Açıklama alanına sipariş numaranızı yazmanız ödemenizin hızlı eşleştirilmesini sağlar.\n\n## Kapıda ödeme\n\nKapıda ödemeyi seçtiğiniz siparişlerde ödemeyi teslimat sırasında kargo görevlisine yaparsınız.\n\n## Hesap güvenliği\n\nŞifrenizi kimseyle paylaşmayınız ve farklı sitelerde aynı şifreyi kullanmamaya özen gösteriniz. Hesabınızda tanımadığınız bir işlem fark ederseniz derhal müşteri hizmetlerimize bildiriniz.\n\n## Kişisel verileriniz\n\nKişisel verilerinizin işlenmesine ilişkin ayrıntılı bilgi için [Aydınlatma Metni](/yasal/aydinlatma-metni) ve [Kişisel Veri Politikası](/yasal/kisisel-veri-politikasi) sayfalarını inceleyebilirsiniz.`,
  },
];

export type BrochureDef = { key: string; title: string; description: string; sections: string[] };

export const brochureDefs: BrochureDef[] = [
  {
    key: "brochures/lumora-makine-katalogu-2026.pdf",
    title: "Lumora Makine Kataloğu 2026",
    description: "UV flatbed, eco-solvent, sublimasyon, lazer kesim ve etiket baskı makinelerimizin özet teknik bilgileri.",
    sections: ["makineler"],
  },
  {
    key: "brochures/uv-kurleme-cozumleri-2026.pdf",
    title: "UV Kürleme Çözümleri 2026",
    description: "UV LED modüller, UV lambalar, kürleme tünelleri ve yedek parçalar.",
    sections: ["uv-kurleme"],
  },
  {
    key: "brochures/sarf-malzeme-rehberi-2026.pdf",
    title: "Sarf Malzeme Rehberi 2026",
    description: "Mürekkepler, baskı kafaları, temizlik solüsyonları ve baskı medyaları.",
    sections: ["sarf-malzemeler"],
  },
];

export const brochurePage: PageDef = {
  path: "brochure",
  title: "Broşürler",
  metaDescription: "Lumora makine, UV kürleme ve sarf malzeme broşürlerini PDF olarak indirin.",
  body: `Ürün gruplarımıza ait güncel broşürleri aşağıdan PDF olarak indirebilirsiniz. Basılı katalog talep etmek veya size özel teklif almak için [iletişim formunu](/contact) kullanabilirsiniz.

${brochureDefs.map((b) => `## ${b.title}\n\n${b.description}\n\n[PDF olarak indir](/media/${b.key})`).join("\n\n")}`,
};
