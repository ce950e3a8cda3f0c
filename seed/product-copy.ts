import { brandNames } from "./format";
import type { Rng } from "./prng";
import type { ProductDraft, ProductKind } from "./types";

/** Short and long (Markdown) product copy assembled from per-kind templates. */
const cap = (t: string) => t.charAt(0).toLocaleUpperCase("tr") + t.slice(1);

type Ctx = { name: string; brand: string; noun: string; s1: string; s2: string; v1: string; v2: string; deliveryDays: number };

const shortTemplates: Record<ProductKind, ((c: Ctx) => string)[]> = {
  machine: [
    (c) =>
      `${c.s1} ve ${c.s2} ile yüksek hacimli üretim için tasarlanan ${c.noun}. Kurulum, eğitim ve yerinde servis desteğiyle teslim edilir.`,
    (c) => `${c.brand} kalitesiyle ${c.s1}; atölyeden fabrikaya ölçeklenen güvenilir bir ${c.noun}.`,
    (c) => `Hızlı iş değişimi, kolay bakım ve ${c.s2} sunan profesyonel ${c.noun}. Türkçe arayüz ve uzaktan destek dahildir.`,
  ],
  consumable: [
    (c) => `${c.brand} ${c.noun}: ${c.s1}, ${c.s2}. Stoktan hızlı gönderim.`,
    (c) => `Tutarlı kalite ve uzun raf ömrüyle öne çıkan ${c.noun}; ${c.s1} özellikleriyle günlük üretimde güvenle kullanılır.`,
    (c) => `Makinenizin performansını koruyan ${c.noun}; ${c.s2} ile uyumlu.`,
  ],
  uv: [
    (c) => `${c.s1} ile verimli ve homojen kürleme sağlayan ${c.noun}. Mevcut hatlara kolay entegre edilir.`,
    (c) => `${c.brand} ${c.noun}: ${c.s2}, uzun ömür ve düşük bakım ihtiyacı.`,
    (c) => `Baskı, vernik ve yapıştırıcı uygulamaları için ${c.noun}; ${c.s1} değeriyle öne çıkar.`,
  ],
  package: [
    (c) => `Makine, sarf malzeme, yazılım ve eğitimi tek pakette toplayan ${c.noun}. Kurulumdan ilk üretime kadar yanınızdayız.`,
    (c) => `${c.v1} seviyesinde hazır ${c.noun}; ${c.v2.toLocaleLowerCase("tr")} dahil anahtar teslim kurulum.`,
  ],
};

const introTemplates: Record<ProductKind, ((c: Ctx) => string)[]> = {
  machine: [
    (c) =>
      `**${c.name}**, üretim kapasitesini artırmak isteyen baskı işletmeleri için geliştirildi. ${cap(c.s1)} değeri ve ${c.s2} özelliğiyle hem kısa tirajlı özel işlerde hem de seri üretimde aynı kaliteyi korur.`,
    (c) =>
      `${c.brand} mühendislerinin sahadan gelen geri bildirimlerle tasarladığı **${c.name}**, sağlam şasisi ve akıllı kontrol yazılımıyla uzun vardiyalarda bile tutarlı sonuç verir. ${c.s1} ve ${c.s2} ile sınıfının en dengeli makinelerinden biridir.`,
    (c) =>
      `Kaliteden ödün vermeden daha hızlı üretmek mi istiyorsunuz? **${c.name}**; ${c.s1} ve ${c.s2} kombinasyonuyla işinizi büyütmeniz için gereken esnekliği sunar.`,
  ],
  consumable: [
    (c) =>
      `**${c.name}**, baskı makinenizin verimli ve sorunsuz çalışması için özenle formüle edildi. ${cap(c.s1)} ve ${c.s2} özellikleriyle her partide aynı sonucu verir.`,
    (c) =>
      `Sarf malzemede tutarlılık, üretimde kesintisizlik demektir. **${c.name}**, ${c.brand} kalite kontrolünden geçerek ${c.s1} değerleriyle teslim edilir.`,
    (c) =>
      `**${c.name}** günlük üretimde güvenle kullanabileceğiniz, fiyat-performans dengesi yüksek bir üründür. ${cap(c.s2)} ile uyumludur.`,
  ],
  uv: [
    (c) =>
      `**${c.name}**, UV kürlemeli mürekkep, vernik ve yapıştırıcıların hızlı ve eksiksiz sertleşmesi için tasarlandı. ${cap(c.s1)} ve ${c.s2} değerleriyle üretim hattınıza güç katar.`,
    (c) =>
      `Doğru kürleme, baskının yapışmasını, çizilme direncini ve kokusunu doğrudan belirler. **${c.name}**, ${c.s1} ile bu süreci ölçülebilir ve tekrarlanabilir hâle getirir.`,
  ],
  package: [
    (c) =>
      `**${c.name}**, sektörünüzde yeni bir üretim hattı kurmak ya da mevcut hattınızı dijitale taşımak için ihtiyaç duyduğunuz her şeyi bir araya getirir. Paket seviyesi: ${c.v1}.`,
    (c) =>
      `Doğru makineyi, doğru sarf malzemeyi ve doğru iş akışını birlikte seçmek zaman alır. **${c.name}** ile bu seçimleri uygulama uzmanlarımız sizin için yaptı; ${c.v2.toLocaleLowerCase("tr")} pakete dahildir.`,
  ],
};

const usageTemplates: Record<ProductKind, string[]> = {
  machine: [
    "Reklam ajanslarından ambalaj üreticilerine, mobilya atölyelerinden promosyon firmalarına kadar geniş bir kullanıcı kitlesi bu makineyle günlük üretimini yapıyor. Hazır iş şablonları ve renk profilleri sayesinde ilk gün üretime başlayabilirsiniz.",
    "Makine, Türkçe kullanıcı arayüzü ve adım adım bakım sihirbazıyla operatör değişikliklerinde bile hızlı öğrenilir. İş kuyruğu, maliyet raporu ve uzaktan izleme özellikleri yöneticilere üretimi tek ekrandan takip etme imkânı verir.",
    "Showroomumuzda kendi malzemenizle deneme baskısı yaptırabilir, sonuçları yerinde değerlendirebilirsiniz. Numune baskılar için teknik ekibimizle randevu oluşturmanız yeterli.",
  ],
  consumable: [
    "Ürün, Lumora ve uyumlu makinelerde kapsamlı testlerden geçirilmiştir. Makine değişikliğinde hat yıkama ve profil güncelleme adımlarını teknik ekibimiz telefonla sizinle birlikte yürütür.",
    "Doğru saklama koşullarında raf ömrü boyunca özelliklerini korur. Açılan ambalajı ağzı kapalı ve ışık almayan bir ortamda saklamanızı, kullanmadan önce hafifçe çalkalamanızı öneririz.",
    "Düzenli alım yapan işletmeler için abonelik ve toplu alım fiyatları sunuyoruz. Stok takibinizi kolaylaştırmak için parti numaraları faturanızda yer alır.",
  ],
  uv: [
    "UV kürleme sistemleri; ofset ve serigrafi vernik hatlarında, dijital baskı makinelerinde, optik yapıştırma ve elektronik kaplama uygulamalarında kullanılır. Uygulama mühendislerimiz doğru dalga boyunu ve dozu birlikte belirlemenize yardımcı olur.",
    "Sistemi mevcut hattınıza entegre etmeden önce sahada ışınım ölçümü yapıyor, gerekli montaj aparatlarını projeye özel hazırlıyoruz. Böylece devreye alma süresi birkaç saatle sınırlı kalır.",
  ],
  package: [
    "Paket; keşif ziyareti, iş akışı analizi, kurulum, operatör eğitimi ve ilk üretimde uygulama desteğini kapsar. Makine ve sarf malzeme seçimleri üretim hedeflerinize göre değiştirilebilir.",
    "Yatırımınızın geri dönüş süresini birlikte hesaplıyor, iş hacminize göre en doğru paket seviyesini öneriyoruz. Kiralama ve vadeli ödeme seçenekleri için satış ekibimizle görüşebilirsiniz.",
  ],
};

const supportTemplates = [
  (c: Ctx) =>
    `Ürün, siparişinizin onaylanmasından sonra yaklaşık ${c.deliveryDays} iş günü içinde sevk edilir. Tüm ürünlerimiz Lumora Baskı Teknolojileri A.Ş. güvencesiyle faturalı olarak gönderilir.`,
  (c: Ctx) =>
    `Tahmini teslim süresi ${c.deliveryDays} iş günüdür. Sorularınız için teknik destek hattımız hafta içi 08:30-18:00 arasında hizmet verir; teklif almak için iletişim formunu kullanabilirsiniz.`,
  (c: Ctx) =>
    `Stok ve teslim süresi bilgisi (${c.deliveryDays} iş günü) sipariş anında güncellenir. Kurulum ve eğitim gerektiren ürünlerde teknik ekibimiz sizinle randevu planlamak için iletişime geçer.`,
];

function ctx(draft: ProductDraft, noun: string, deliveryDays: number): Ctx {
  const row = (i: number) => {
    const s = draft.specifications[i];
    return s ? `${s.name.toLocaleLowerCase("tr")} ${s.value}` : noun;
  };
  const value = (i: number) => draft.specifications[i]?.value ?? noun;
  return {
    name: draft.name,
    brand: brandNames[draft.brandKey] ?? "Lumora",
    noun,
    s1: row(0),
    s2: row(2),
    v1: value(0),
    v2: value(1),
    deliveryDays,
  };
}

export function shortDescription(rng: Rng, draft: ProductDraft, kind: ProductKind, noun: string, deliveryDays: number): string {
  return cap(rng.pick(shortTemplates[kind])(ctx(draft, noun, deliveryDays)));
}

export function longDescription(rng: Rng, draft: ProductDraft, kind: ProductKind, noun: string, deliveryDays: number): string {
  const c = ctx(draft, noun, deliveryDays);
  return [
    rng.pick(introTemplates[kind])(c),
    "## Öne çıkan özellikler",
    draft.highlights.map((h) => `- ${h}`).join("\n"),
    "## Kullanım ve uyumluluk",
    rng.pick(usageTemplates[kind]),
    "## Teslimat ve destek",
    rng.pick(supportTemplates)(c),
  ].join("\n\n");
}
