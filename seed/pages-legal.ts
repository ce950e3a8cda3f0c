import type { PageDef } from "./page-types";

const company = "Lumora Baskı Teknolojileri A.Ş.";
const address = "Organize Sanayi Bölgesi 4. Cadde No: 12, 34555 Başakşehir / İstanbul";

const clarification = `Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") uyarınca veri sorumlusu sıfatıyla ${company} ("Lumora") tarafından, kişisel verilerinizin hangi amaçlarla ve hangi hukuki sebeplere dayanılarak işlendiği hakkında sizi bilgilendirmek amacıyla hazırlanmıştır.

## 1. Veri sorumlusu

${company}, ${address} adresinde mukim olup online mağaza, uygulama merkezleri ve müşteri hizmetleri kanallarında işlenen kişisel verilerin veri sorumlusudur.

## 2. İşlenen kişisel veriler

- **Kimlik bilgileri:** ad, soyad, T.C. kimlik numarası (yalnızca bireysel fatura için)
- **İletişim bilgileri:** e-posta adresi, telefon numarası, teslimat ve fatura adresi
- **Müşteri işlem bilgileri:** sipariş geçmişi, sepet içeriği, favoriler, koleksiyonlar ve ürün değerlendirmeleri
- **İşlem güvenliği bilgileri:** IP adresi, oturum kayıtları, tarayıcı bilgileri
- **Kurumsal bilgiler:** şirket unvanı, vergi dairesi ve vergi numarası

## 3. İşleme amaçları

Kişisel verileriniz; üyelik işlemlerinin yürütülmesi, siparişlerinizin alınması, faturalandırılması ve teslim edilmesi, kurulum ve teknik servis taleplerinizin karşılanması, müşteri memnuniyetinin ölçülmesi, yasal yükümlülüklerin yerine getirilmesi ve açık rızanız bulunması hâlinde kampanya ve bilgilendirme iletilerinin gönderilmesi amaçlarıyla işlenir.

## 4. Hukuki sebepler

Verileriniz KVKK'nın 5. maddesinde belirtilen; bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması, veri sorumlusunun hukuki yükümlülüğünü yerine getirmesi, meşru menfaat ve açık rıza hukuki sebeplerine dayanılarak işlenir.

## 5. Aktarım

Kişisel verileriniz; siparişinizin teslimi için kargo ve lojistik firmalarına, ödemenin gerçekleştirilmesi için ödeme kuruluşlarına, yasal yükümlülükler kapsamında yetkili kamu kurumlarına ve hizmet aldığımız bilgi teknolojileri tedarikçilerine, amaçla sınırlı olarak aktarılabilir.

## 6. Haklarınız

KVKK'nın 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, düzeltilmesini veya silinmesini isteme ve işlemeye itiraz etme haklarına sahipsiniz. Başvurularınızı kvkk@lumora.example adresine iletebilirsiniz; talepleriniz en geç 30 gün içinde sonuçlandırılır.`;

const policy = `${company} olarak kişisel verilerin korunmasını, müşterilerimizle kurduğumuz güven ilişkisinin temeli olarak görüyoruz. Bu politika, kişisel verilerin işlenmesinde uyduğumuz ilkeleri ve aldığımız önlemleri açıklar.

## 1. Amaç ve kapsam

Bu politika; müşterilerimiz, potansiyel müşterilerimiz, ziyaretçilerimiz, iş ortaklarımızın çalışanları ve çalışan adaylarımız dahil olmak üzere, Lumora tarafından işlenen tüm kişisel verileri kapsar.

## 2. Temel ilkeler

- Hukuka ve dürüstlük kurallarına uygun işleme
- Doğru ve gerektiğinde güncel tutma
- Belirli, açık ve meşru amaçlarla işleme
- İşlendikleri amaçla bağlantılı, sınırlı ve ölçülü olma
- İlgili mevzuatta öngörülen veya işlendikleri amaç için gerekli olan süre kadar muhafaza etme

## 3. Saklama ve imha

Kişisel veriler, ilgili mevzuatta öngörülen süreler boyunca saklanır. Sürenin sona ermesi veya işleme amacının ortadan kalkması hâlinde veriler silinir, yok edilir ya da anonim hâle getirilir. Fatura ve muhasebe kayıtları vergi mevzuatı gereği 10 yıl süreyle saklanır.

## 4. Güvenlik önlemleri

Verilerin yetkisiz erişime, kayba ve değiştirilmeye karşı korunması için şifreli iletişim, rol bazlı erişim yetkilendirmesi, erişim kayıtlarının tutulması, düzenli yedekleme ve çalışan farkındalık eğitimleri gibi teknik ve idari tedbirler uygulanır.

## 5. Özel nitelikli veriler

Lumora, faaliyetleri kapsamında kural olarak özel nitelikli kişisel veri işlemez. Zorunlu hâllerde bu veriler yalnızca kanunda öngörülen şartlarla ve ek güvenlik önlemleriyle işlenir.

## 6. Politikanın güncellenmesi

Bu politika mevzuattaki değişikliklere ve iş süreçlerimize göre güncellenebilir. Güncel metin her zaman bu sayfada yayımlanır.`;

const cookies = `Online mağazamızda size daha iyi bir alışveriş deneyimi sunmak için çerezler kullanıyoruz. Bu politika, hangi çerezleri hangi amaçlarla kullandığımızı ve tercihlerinizi nasıl yönetebileceğinizi açıklar.

## Çerez nedir?

Çerezler, ziyaret ettiğiniz internet siteleri tarafından tarayıcınıza kaydedilen küçük metin dosyalarıdır. Sepetinizin hatırlanması, oturumunuzun açık kalması ve tercihlerinizin saklanması gibi işlevler çerezler sayesinde çalışır.

## Kullandığımız çerez türleri

- **Zorunlu çerezler:** Oturum, sepet ve güvenlik işlevleri için gereklidir; devre dışı bırakılamaz.
- **Tercih çerezleri:** Çerez onayınız ve açılır pencere tercihleriniz gibi seçimlerinizi hatırlar.
- **Analitik çerezler:** Sitenin nasıl kullanıldığını anonim olarak ölçerek hizmetimizi iyileştirmemize yardımcı olur; yalnızca onayınızla çalışır.

## Saklama süresi

Oturum çerezleri tarayıcınızı kapattığınızda silinir. Çerez onay tercihiniz 365 gün süreyle saklanır.

## Tercihlerinizi yönetme

Tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz. Zorunlu çerezlerin engellenmesi hâlinde sepet ve üyelik gibi bazı işlevler çalışmayabilir.

## İletişim

Çerez politikamızla ilgili sorularınızı kvkk@lumora.example adresine iletebilirsiniz.`;

export const legalPages: PageDef[] = [
  {
    path: "yasal/aydinlatma-metni",
    title: "Aydınlatma Metni",
    metaDescription: "6698 sayılı KVKK kapsamında Lumora Baskı Teknolojileri A.Ş. kişisel veri aydınlatma metni.",
    body: clarification,
  },
  {
    path: "yasal/kisisel-veri-politikasi",
    title: "Kişisel Verilerin Korunması ve İşlenmesi Politikası",
    metaDescription: "Lumora'nın kişisel verileri işleme ilkeleri, saklama süreleri ve güvenlik önlemleri.",
    body: policy,
  },
  {
    path: "yasal/cerez-politikasi",
    title: "Çerez Politikası",
    metaDescription: "Lumora online mağazasında kullanılan çerezler ve tercihlerinizi yönetme yolları.",
    body: cookies,
  },
  {
    path: "cozum-merkezi/cerez-politikasi",
    title: "Çerez Politikası",
    metaDescription: "Lumora online mağazasında kullanılan çerezler ve tercihlerinizi yönetme yolları.",
    body: cookies,
  },
];

export const contractTexts = {
  termsOfMembershipText: `Bu Üyelik Sözleşmesi, ${company} ile online mağazaya üye olan kullanıcı ("Üye") arasında, üyelik hizmetlerinin kullanım koşullarını belirlemek amacıyla akdedilmiştir.

Üye, kayıt sırasında verdiği bilgilerin doğru ve güncel olduğunu, hesabının ve şifresinin güvenliğinden kendisinin sorumlu olduğunu kabul eder. Hesap üzerinden yapılan tüm işlemler Üye tarafından yapılmış sayılır.

Üye; siparişler, favoriler, koleksiyonlar ve ürün değerlendirmeleri gibi hizmetleri yalnızca hukuka uygun amaçlarla kullanacağını, üçüncü kişilerin haklarını ihlal eden, yanıltıcı veya reklam amaçlı içerik paylaşmayacağını kabul eder.

Lumora, sözleşmeye aykırı davranışlar tespit edildiğinde üyeliği askıya alma veya sona erdirme hakkını saklı tutar. Üye, dilediği zaman hesabını kapatarak üyeliğini sonlandırabilir. Bu sözleşmeden doğan uyuşmazlıklarda İstanbul mahkemeleri ve icra daireleri yetkilidir.`,
  clarificationText: clarification,
  commentPostingCriteriaText: `Ürün değerlendirmeleri, diğer müşterilerimizin doğru karar vermesine yardımcı olmak için yayımlanır. Değerlendirmenizin yayımlanabilmesi için aşağıdaki kurallara uymanızı rica ederiz.

Değerlendirmeler yalnızca ürünü satın almış müşterilerimiz tarafından yapılabilir ve moderasyon ekibimizin onayından sonra yayımlanır. Onay süreci genellikle iki iş günü içinde tamamlanır.

Hakaret, küfür, ayrımcılık içeren; kişisel bilgi (telefon, e-posta, adres) paylaşan; başka sitelere yönlendiren veya ürünle ilgisi olmayan yorumlar yayımlanmaz. Kargo ve teslimat deneyimine ilişkin geri bildirimlerinizi müşteri hizmetlerimize iletmeniz, sorununuzun daha hızlı çözülmesini sağlar.

Yorumunuzda adınızın görünmesini istemiyorsanız, değerlendirme formunda ilgili seçeneği kapatabilirsiniz. Lumora, yayımlanan değerlendirmeleri kısaltma veya düzenleme yapmadan yayımlar; kurallara aykırı bulunan içerikleri yayından kaldırma hakkını saklı tutar.`,
};
