import type { BlogPostDef } from "./blog-types";

export const storyPosts: BlogPostDef[] = [
  {
    slug: "ambalajda-kisa-tiraj-devri",
    title: "Ambalajda kısa tiraj devri: dijital baskı ile prototipten seriye",
    excerpt: "Bursa'daki bir kutu üreticisi, dijital baskıya geçerek numune süresini iki haftadan iki güne indirdi.",
    category: "Uygulama Örnekleri",
    author: "Selin Öztürk",
    publishedAt: "2026-02-24T10:00:00.000Z",
    section: "uygulamalar",
    silhouette: "package",
    content: `Ambalaj sektöründe markalar artık daha küçük partilerle, daha sık tasarım değişikliğiyle ve daha kısa teslim süreleriyle çalışıyor. Bursa'da karton kutu üreten müşterimiz Yeşilvadi Ambalaj da bu değişime uyum sağlamak için dijital baskıya yatırım yapmaya karar verdi.

## Başlangıç noktası

Firma, her yeni tasarım için kalıp ve klişe hazırlamak zorunda olduğundan, müşterilerine numune teslim etmek ortalama iki hafta sürüyordu. Küçük markaların 200-500 adetlik siparişleri ise maliyet nedeniyle çoğu zaman geri çevriliyordu.

## Kurulan çözüm

Uygulama ekibimizle yapılan keşif sonrasında UV flatbed yazıcı, kesim plotteri ve düşük migrasyonlu mürekkep setinden oluşan bir ambalaj paketi kuruldu. Operatörlere iki günlük eğitim verildi ve ilk üretim uygulama uzmanımızın eşliğinde yapıldı.

- Numune süresi iki haftadan iki güne indi.
- 500 adetin altındaki siparişler artık kârlı şekilde üretiliyor.
- Vernik kanalı ile kabartma efekti, premium segmentte yeni müşteriler kazandırdı.

## Bir yıl sonra

Firma, dijital hattın ilk yılında yeni müşterilerinin yüzde 40'ını kısa tirajlı işlerden kazandığını belirtiyor. Bir sonraki adım olarak ikinci bir kesim ünitesi ve otomatik besleme sistemi planlanıyor.

## Sonuç

Kısa tiraj, doğru ekipmanla bir yük değil büyüme fırsatıdır. Ambalaj çözümlerimizi incelemek ve kendi işlerinizle numune baskı yaptırmak için bizimle iletişime geçebilirsiniz.`,
  },
  {
    slug: "pleksi-harf-uretiminde-uv-baski",
    title: "Pleksi harf üretiminde UV baskı: bir atölyenin dönüşüm hikâyesi",
    excerpt: "İzmir'de bir tabela atölyesi, folyo kaplama yerine doğrudan UV baskıya geçerek işçiliği yarıya indirdi.",
    category: "Uygulama Örnekleri",
    author: "Murat Kaya",
    publishedAt: "2026-06-11T09:00:00.000Z",
    section: "uygulamalar",
    silhouette: "laser",
    content: `İzmir'de 12 kişilik bir ekiple çalışan Körfez Reklam, yıllardır pleksi harf ve ışıklı tabela üretiyordu. Harflerin yüzeyi folyo ile kaplanıyor, ardından elle kesilip ayıklanıyordu. Artan iş hacmi karşısında bu yöntem hem zaman alıyor hem de fire oranını yükseltiyordu.

## Sorun: işçilik ve fire

Folyo kaplama sürecinde kabarcık, toz ve kesim hataları nedeniyle harflerin yaklaşık yüzde 8'i yeniden üretiliyordu. Karmaşık logolarda tek bir harfin hazırlanması bir saati bulabiliyordu.

## Çözüm: baskı ve kesim bir arada

Atölyeye UV flatbed yazıcı ve CO2 lazer kesim makinesi kuruldu. Artık tasarım doğrudan pleksi levhaya basılıyor, ardından kamera destekli lazer, baskının konturunu takip ederek kesiyor.

- Harf başına hazırlık süresi yüzde 50 azaldı.
- Fire oranı yüzde 8'den yüzde 1'in altına indi.
- Beyaz mürekkep ile ışıklı harflerde homojen ışık geçişi sağlandı.

## Ekibin deneyimi

Atölye sahibi, en büyük kazancın operatörlerin tekrarlayan işlerden kurtulup tasarım ve montaja odaklanabilmesi olduğunu söylüyor. Eğitim sürecinin kısa sürmesi, hattın ilk haftada verimli hâle gelmesini sağladı.

## Sonuç

Tabela ve reklam sektöründe baskı ile kesimin birleşmesi, küçük atölyelere büyük rekabet gücü kazandırıyor. Tabela ve reklam paketlerimizi inceleyerek size uygun çözümü seçebilirsiniz.`,
  },
  {
    slug: "endustriyel-isaretlemede-kalicilik",
    title: "Endüstriyel işaretlemede kalıcılık: lazer markalama ve UV baskı karşılaştırması",
    excerpt: "Metal plakadan kablo hortumuna kadar kalıcı işaretleme için hangi teknoloji ne zaman tercih edilmeli?",
    category: "Uygulama Örnekleri",
    author: "Can Arslan",
    publishedAt: "2026-08-19T08:30:00.000Z",
    section: "uygulamalar",
    silhouette: "part",
    content: `Makine imalatından otomotiv yan sanayisine kadar pek çok sektörde parçaların izlenebilirliği yasal bir zorunluluk hâline geldi. Seri numarası, karekod ve logo gibi işaretlerin ürünün ömrü boyunca okunabilir kalması gerekiyor. Bu ihtiyaca en sık iki teknolojiyle cevap veriliyor: fiber lazer markalama ve UV baskı.

## Fiber lazer markalama

Fiber lazer, metal yüzeyde malzemenin kendisini dönüştürerek iz bırakır. Mürekkep veya sarf malzeme gerektirmez, işaret silinmez ve yüksek sıcaklığa dayanır. Paslanmaz çelik plakalar, alüminyum gövdeler ve takım çelikleri için ideal bir çözümdür.

## UV baskı

UV baskı ise renkli logo, uyarı işaretleri ve ön panel grafikleri gibi görsel içeriğin önemli olduğu uygulamalarda öne çıkar. Plastik, cam ve boyalı yüzeylere doğrudan baskı yapılabilir. Uygun astar ve vernikle kimyasallara ve aşınmaya karşı yüksek dayanım elde edilir.

- Sadece seri numarası ve karekod: fiber lazer.
- Renkli grafik ve logo: UV baskı.
- Her ikisi de değişken veriyle, seri üretim hattına entegre çalışabilir.

## Hat entegrasyonu

Her iki teknoloji de konveyör, karekod doğrulama kamerası ve üretim yazılımıyla entegre edilebilir. Böylece her parçanın işaretlendiği ve okunabildiği otomatik olarak kayıt altına alınır.

## Sonuç

Doğru seçim, yüzeyin malzemesine ve işaretin içeriğine bağlıdır. Endüstriyel işaretleme paketlerimiz, iki teknolojiyi aynı hatta birleştiren çözümler de içeriyor.`,
  },
  {
    slug: "lumora-konya-uygulama-merkezi",
    title: "Lumora, Konya'da yeni uygulama merkezini açtı",
    excerpt: "İç Anadolu'daki müşterilerimiz artık makineleri yerinde deneyebilir, eğitim ve servis hizmetine daha hızlı ulaşabilir.",
    category: "Haberler",
    author: "Lumora İletişim Ekibi",
    publishedAt: "2026-04-02T07:00:00.000Z",
    section: "makineler",
    silhouette: "flatbed",
    content: `Lumora Baskı Teknolojileri, İstanbul ve İzmir'in ardından üçüncü uygulama merkezini Konya Organize Sanayi Bölgesi'nde açtı. Yaklaşık 600 metrekarelik merkezde UV flatbed, eco-solvent, sublimasyon ve lazer kesim makineleri sürekli çalışır durumda sergileniyor.

## Makineleri kendi işinizle deneyin

Uygulama merkezinin temel amacı, yatırım kararı öncesinde müşterilerimizin kendi malzemeleri ve tasarımlarıyla deneme üretimi yapabilmesi. Randevu ile gelen ziyaretçiler, uygulama uzmanlarımızla birlikte farklı ayarları test edebiliyor.

## Eğitim ve servis

Merkezde aynı anda 12 kişinin katılabileceği bir eğitim salonu bulunuyor. Operatör, bakım ve renk yönetimi eğitimleri her ay düzenli olarak yapılacak. Ayrıca bölgedeki müşterilerimiz için yedek parça deposu ve servis ekibi de bu merkezde konumlandırıldı.

- Haftanın altı günü randevulu ziyaret.
- Aylık operatör ve bakım eğitimleri.
- Bölgesel yedek parça stoğu ile daha kısa servis süresi.

## Bölgeye yakın destek

Konya, Karaman, Aksaray ve çevre illerdeki müşterilerimize yerinde servis süresinin ortalama 24 saate inmesi hedefleniyor. Merkezin açılışıyla birlikte bölgedeki iş ortaklarımızın sayısı da artırılacak.

## Ziyaret için

Uygulama merkezimizi ziyaret etmek ve deneme baskısı için randevu almak üzere iletişim sayfamızdaki formu doldurabilir ya da müşteri hizmetlerimizi arayabilirsiniz.`,
  },
  {
    slug: "2026-baski-teknolojilerinde-one-cikan-trendler",
    title: "Fuar notları: 2026 baskı teknolojilerinde öne çıkan 5 trend",
    excerpt: "Otomasyon, sürdürülebilir mürekkepler, LED kürleme ve daha fazlası: bu yılın fuarlarından aklımızda kalanlar.",
    category: "Haberler",
    author: "Elif Aydın",
    publishedAt: "2026-10-07T08:00:00.000Z",
    section: "makineler",
    silhouette: "roll-printer",
    content: `Bu yıl katıldığımız yurt içi ve yurt dışı fuarlarda, baskı teknolojilerinin hangi yöne ilerlediğine dair net sinyaller gördük. Ekip olarak notlarımızı derledik ve öne çıkan beş trendi sizin için özetledik.

## 1. Otomasyon ve robotik besleme

Flatbed yazıcılarda otomatik panel besleme ve boşaltma sistemleri artık yalnızca büyük fabrikalara özgü değil. Orta ölçekli makinelerde de robotik kollar ve konveyör entegrasyonları sıkça sergilendi.

## 2. Sürdürülebilir mürekkepler

Düşük VOC değerli, biyobazlı içerikli ve düşük migrasyonlu mürekkepler ilgi odağındaydı. Özellikle gıda ve kozmetik ambalajı basan firmalar, belgelenebilir mürekkep çözümleri arıyor.

## 3. UV LED'in yaygınlaşması

Cıva lambaların yerini UV LED'e bırakması, yalnızca dijital baskıda değil ofset ve flekso hatlarında da hızlanıyor. Enerji maliyetlerindeki artış bu dönüşümün en önemli itici gücü.

- Otomasyon: daha az operatörle daha uzun üretim.
- Sürdürülebilirlik: belgelenebilir, düşük migrasyonlu mürekkepler.
- LED kürleme: daha düşük enerji ve bakım maliyeti.

## 4 ve 5. Bulut yazılımlar ve kişiselleştirme

İş takibi, maliyet hesabı ve uzaktan servis için bulut tabanlı yazılımlar standart hâle geliyor. Değişken veri ve kişiselleştirilmiş ürünler ise kısa tirajlı üretimin büyümesini sürdürüyor.

## Sonuç

Bu trendlerin çoğu, Lumora ürün gamında halihazırda karşılığını buluyor. Yeni ürünlerimizi yakından görmek için uygulama merkezlerimizi ziyaret edebilirsiniz.`,
  },
];
