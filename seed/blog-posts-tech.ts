import type { BlogPostDef } from "./blog-types";

export const techPosts: BlogPostDef[] = [
  {
    slug: "uv-led-ve-civa-buharli-lamba-karsilastirmasi",
    title: "UV LED ve cıva buharlı lamba: hangi kürleme sistemi size uygun?",
    excerpt:
      "Enerji tüketimi, ısı yükü, spektrum ve bakım maliyeti açısından iki kürleme teknolojisinin artılarını ve eksilerini inceledik.",
    category: "Teknoloji",
    author: "Murat Kaya",
    publishedAt: "2026-01-28T09:30:00.000Z",
    section: "uv-kurleme",
    silhouette: "led",
    content: `UV kürleme dünyasında son on yılın en büyük değişimi, cıva buharlı lambalardan UV LED sistemlere geçiş oldu. Ancak bu geçiş her uygulama için aynı hızda ilerlemiyor. Hangi teknolojinin size uygun olduğunu anlamak için önce ikisinin nasıl çalıştığına bakmak gerekiyor.

## Cıva buharlı lambalar: geniş spektrum

Orta basınçlı cıva lambalar 250-450 nm arasında geniş bir spektrum yayar. Bu geniş spektrum, yüzey ve derinlik kürlemesini birlikte sağladığı için klasik vernik ve serigrafi mürekkeplerinde hâlâ çok yaygın kullanılır. Buna karşın lambaların ısınma süresi, yüksek ısı yükü ve yaklaşık 1.000-2.000 saatlik ömrü işletme maliyetini artırır.

## UV LED: dar bant, yüksek verim

UV LED modüller genellikle 365, 385, 395 veya 405 nm gibi tek bir dalga boyunda yayın yapar. Anında açılıp kapanabilmesi, düşük ısı yükü ve 20.000 saate varan ömrü en büyük avantajlarıdır. Isıya duyarlı filmlere baskı yapan işletmeler için LED, çoğu zaman tek uygun seçenektir.

- Enerji tüketiminde yüzde 50-70 tasarruf mümkündür.
- Ozon oluşmadığı için egzoz ihtiyacı azalır.
- Mürekkep ve vernik formülünün LED'e uygun olması gerekir.

## Geçiş yaparken nelere dikkat etmeli?

Mevcut mürekkep ve verniklerinizin LED dalga boyunda kürlenip kürlenmediğini test etmeden geçiş yapmayın. Birçok işletme için en iyi çözüm, hattın bir bölümünde LED'i pilot olarak denemek ve sonuçları ölçerek ilerlemektir.

## Sonuç

Yeni bir hat kuruyorsanız LED güçlü bir adaydır; mevcut bir hattı dönüştürüyorsanız mürekkep uyumluluğu belirleyici olur. Kuvarlux uygulama mühendisleri, hattınızda ölçüm yaparak doğru kararı vermenize yardımcı olabilir.`,
  },
  {
    slug: "sublimasyon-baskida-canli-renklerin-sirri",
    title: "Sublimasyon baskıda canlı renklerin sırrı: profil, kâğıt ve sıcaklık",
    excerpt: "Soluk renklerin en yaygın üç nedeni ve spor giyimde neon tonlara ulaşmak için pratik öneriler.",
    category: "Teknoloji",
    author: "Selin Öztürk",
    publishedAt: "2026-04-16T11:00:00.000Z",
    section: "sarf-malzemeler",
    silhouette: "media-roll",
    content: `Sublimasyon baskıda renkler kâğıtta iyi görünse de kumaşa aktarıldıktan sonra soluk çıkabilir. Bu durum çoğunlukla mürekkepten değil, süreçteki küçük ayarlardan kaynaklanır. Aşağıda en sık karşılaştığımız nedenleri ve çözümlerini bulabilirsiniz.

## Doğru renk profili

Her mürekkep, kâğıt ve kumaş kombinasyonu için ayrı bir ICC profili kullanılmalıdır. Genel bir profille basılan işlerde özellikle kırmızı ve lacivert tonlarda sapmalar görülür. Profil oluştururken pres sıcaklığı ve süresinin de üretimdekiyle aynı olması gerekir.

## Transfer kâğıdının gramajı

Düşük gramajlı kâğıtlar hız ve maliyet avantajı sağlar, ancak yoğun mürekkep yüklemelerinde dalgalanma yapabilir. Koyu ve doygun renkler içeren işlerde 90-100 g/m² kâğıtlar daha iyi sonuç verir.

- Kâğıdı kuru ortamda saklayın; nem, aktarım verimini düşürür.
- Baskıdan sonra kâğıdın tamamen kurumasını bekleyin.
- Pres öncesi kumaşı birkaç saniye ön ısıtma ile kurutun.

## Sıcaklık, süre ve basınç

Polyester kumaşlarda genellikle 195-205 °C ve 30-45 saniye iyi bir başlangıç noktasıdır. Kalender preslerde hız ayarı, sürenin karşılığıdır. Basıncın eşit dağılmaması kenarlarda soluk bölgeler oluşturur.

## Sonuç

Canlı renkler için mürekkep, kâğıt, profil ve pres ayarlarını bir sistem olarak düşünün. Pigmentra sublimasyon mürekkepleri için hazır profil paketimizi teknik destek ekibimizden isteyebilirsiniz.`,
  },
  {
    slug: "uv-kurlemede-doz-ve-isinim-olcumu",
    title: "UV kürlemede doz ve ışınım nasıl ölçülür?",
    excerpt: "mW/cm² ile mJ/cm² arasındaki fark, radyometre kullanımı ve kürleme sorunlarını ölçümle çözmenin yolları.",
    category: "Teknoloji",
    author: "Can Arslan",
    publishedAt: "2026-07-08T08:00:00.000Z",
    section: "uv-kurleme",
    silhouette: "part",
    content: `Yapışmayan vernik, yapışkan kalan yüzey ya da kokusu geçmeyen baskı... Bu sorunların büyük bölümü yetersiz kürlemeden kaynaklanır. Kürlemenin yeterli olup olmadığını tahminle değil, ölçümle anlamak gerekir.

## Işınım ve doz: iki ayrı kavram

Işınım (mW/cm²), yüzeye bir anda ulaşan UV gücünü ifade eder. Doz (mJ/cm²) ise yüzeyin belirli bir sürede aldığı toplam enerjidir. Bant hızını artırdığınızda ışınım değişmez, ancak doz düşer. Mürekkep üreticileri genellikle hem minimum ışınım hem de minimum doz değeri verir.

## Radyometre ile ölçüm

UV radyometre, konveyör üzerinde ürünle aynı yoldan geçirilerek ışınım ve dozu kaydeder. Ölçümü haftalık olarak aynı bant hızında yapmak ve sonuçları kaydetmek, lamba veya LED performansındaki düşüşü erken fark etmenizi sağlar.

- Ölçümleri her zaman aynı cihaz ve aynı ayarlarla yapın.
- Reflektör ve kuvars camları ölçümden önce temizleyin.
- Değerler yüzde 20'den fazla düştüyse lamba değişimini planlayın.

## Ölçümle sorun çözme

Kürleme sorunu yaşadığınızda önce dozu ölçün. Doz yeterliyse sorun büyük olasılıkla mürekkep, medya ya da dalga boyu uyumsuzluğundadır. Doz yetersizse bant hızını düşürmek veya güç ayarını artırmak ilk adımdır.

## Sonuç

Ölçülmeyen süreç yönetilemez. Kuvarlux UV radyometre ile hattınızın kürleme performansını kayıt altına alabilir, kalite sorunlarını müşteriye ulaşmadan önce yakalayabilirsiniz.`,
  },
  {
    slug: "etiket-uretiminde-beyaz-murekkebin-gucu",
    title: "Etiket üretiminde beyaz mürekkebin gücü",
    excerpt: "Şeffaf ve metalize etiketlerde beyaz alt katman, tasarımı öne çıkarır. Doğru yoğunluk ve katman sırası için ipuçları.",
    category: "Teknoloji",
    author: "Elif Aydın",
    publishedAt: "2026-09-02T09:20:00.000Z",
    section: "makineler",
    silhouette: "label-press",
    content: `Kozmetik, içecek ve gıda ambalajlarında şeffaf ve metalize etiketler giderek yaygınlaşıyor. Bu malzemelerde renklerin canlı görünmesi için beyaz mürekkep alt katmanı vazgeçilmezdir. Dijital etiket baskı makineleri, beyazı kalıp gerektirmeden istenen bölgelere uygulama imkânı sunar.

## Alt katman, üst katman ve sandviç baskı

Beyaz mürekkep renklerin altına basıldığında renkler opak ve doygun görünür. Şeffaf bir şişenin içinden okunacak etiketlerde ise beyaz, renklerin üzerine basılır. Her iki yüzden görünecek etiketlerde renk, beyaz ve renk katmanlarından oluşan sandviç baskı tercih edilir.

## Örtücülük ve hız dengesi

Beyaz mürekkebin örtücülüğü katman sayısıyla artar, ancak her ek katman baskı hızını düşürür. Çoğu uygulamada yüzde 100-150 yoğunlukta tek geçiş yeterli olur.

- Metalize folyoda beyazı seçici uygulayarak metalik efekt korunabilir.
- Beyaz mürekkep sirkülasyonunun sürekli çalıştığından emin olun.
- Vernik katmanı, beyazın çizilmeye karşı dayanımını artırır.

## Tasarım dosyasının hazırlanması

Beyaz katman, tasarım dosyasında ayrı bir spot renk olarak tanımlanmalıdır. RIP yazılımı bu kanalı tanıyarak beyaz kafaya yönlendirir. Dosya hazırlığında yapılacak küçük bir hata tüm tirajı etkileyebileceği için ilk baskıdan önce mutlaka dijital prova alın.

## Sonuç

Beyaz mürekkep, etiket tasarımcılarına yeni bir ifade alanı açıyor. Rotavia UV dijital etiket makineleri ile şeffaf ve metalize etiketlerde kalıp masrafı olmadan premium sonuçlar elde edebilirsiniz.`,
  },
];
