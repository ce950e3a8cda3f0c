import type { PageDef } from "./page-types";

const aboutBody = `Lumora Baskı Teknolojileri A.Ş., 2009 yılında İstanbul'da küçük bir teknik servis atölyesi olarak kuruldu. Bugün endüstriyel dijital baskı makineleri, sarf malzemeler ve UV kürleme sistemlerinde Türkiye'nin dört bir yanındaki üreticilere satış, kurulum, eğitim ve servis hizmeti veriyoruz.

## Ne yapıyoruz?

Reklam, ambalaj, tekstil ve endüstriyel üretim yapan işletmelere doğru makineyi seçmelerinde, kurulumda ve üretimin her aşamasında destek oluyoruz. Ürün gamımız UV flatbed, eco-solvent ve sublimasyon yazıcılardan lazer kesim ve etiket baskı makinelerine, mürekkep ve baskı kafalarından UV LED kürleme sistemlerine kadar uzanır.

## Nasıl çalışıyoruz?

- **Keşif ve danışmanlık:** İhtiyacınızı yerinde analiz eder, iş akışınıza uygun çözümü birlikte belirleriz.
- **Kurulum ve eğitim:** Makineleriniz uzman ekibimiz tarafından kurulur, operatörleriniz eğitilir.
- **Servis ve sarf malzeme:** Yedek parça stoğu ve bölgesel servis ekipleriyle duruş sürenizi en aza indiririz.

## Rakamlarla Lumora

- 15 yılı aşkın sektör deneyimi
- 2.500'den fazla kurulum
- İstanbul, İzmir ve Konya'da uygulama merkezleri
- 40 kişilik teknik servis ve uygulama ekibi

## Değerlerimiz

Şeffaflık, teknik yetkinlik ve uzun vadeli iş ortaklığı bizim için her satıştan daha önemlidir. Müşterilerimizin üretimi durmadığında biz de başarılı olmuş sayarız.`;

const dealers = [
  [
    "İstanbul (Merkez)",
    "Lumora Baskı Teknolojileri A.Ş.",
    "Organize Sanayi Bölgesi 4. Cadde No: 12, Başakşehir / İstanbul",
    "+90 212 555 01 23",
  ],
  ["Ankara", "Başkent Dijital Baskı Sistemleri Ltd. Şti.", "Ostim OSB, 1234. Sokak No: 8, Yenimahalle / Ankara", "+90 312 555 14 70"],
  ["İzmir", "Körfez Endüstriyel Baskı Ltd. Şti.", "Atatürk OSB, 10003. Sokak No: 21, Çiğli / İzmir", "+90 232 555 28 45"],
  ["Bursa", "Uludağ Baskı Teknik San. ve Tic. Ltd. Şti.", "Nilüfer OSB, Ihlamur Caddesi No: 5, Nilüfer / Bursa", "+90 224 555 36 12"],
  ["Konya", "Lumora Konya Uygulama Merkezi", "Konya OSB, Büyükkayacık Mah. 104. Sokak No: 3, Selçuklu / Konya", "+90 332 555 47 90"],
  ["Adana", "Çukurova Dijital Çözümler Ltd. Şti.", "Hacı Sabancı OSB, Turgut Özal Bulvarı No: 44, Sarıçam / Adana", "+90 322 555 52 33"],
  ["Antalya", "Akdeniz Reklam Malzemeleri A.Ş.", "Antalya OSB, 2. Kısım 19. Cadde No: 7, Döşemealtı / Antalya", "+90 242 555 63 18"],
  ["Gaziantep", "Şahinbey Baskı Sistemleri Ltd. Şti.", "Başpınar OSB, 83204. Cadde No: 15, Şehitkamil / Gaziantep", "+90 342 555 74 56"],
  ["Kayseri", "Erciyes Endüstriyel Baskı Ltd. Şti.", "Kayseri OSB, 18. Cadde No: 27, Melikgazi / Kayseri", "+90 352 555 85 02"],
  ["Samsun", "Karadeniz Dijital Baskı Ltd. Şti.", "Samsun Merkez OSB, 3. Cadde No: 9, Tekkeköy / Samsun", "+90 362 555 96 41"],
];

const dealersBody = `Türkiye genelindeki yetkili satış ve servis noktalarımız, makine kurulumu, sarf malzeme tedariki ve teknik destek konusunda size en yakın noktadan hizmet verir. Aşağıdaki listede bulunmayan bir şehirdeyseniz merkez ofisimizle iletişime geçebilirsiniz; en yakın mobil servis ekibimiz yönlendirilir.

${dealers.map(([city, name, address, phone]) => `## ${city}\n\n**${name}**  \nAdres: ${address}  \nTelefon: [${phone}](tel:${phone?.replace(/\s/g, "")})`).join("\n\n")}

## Bayimiz olmak ister misiniz?

Bölgenizde Lumora ürünlerinin satış ve servisini üstlenmek istiyorsanız [bayilik formunu](/bayilik-formu) doldurabilirsiniz. İş geliştirme ekibimiz başvurunuzu değerlendirerek sizinle iletişime geçecektir.`;

const careerBody = `Lumora'da mühendislik merakını müşteri odaklılıkla birleştiren, sahada çözüm üretmekten keyif alan ekip arkadaşları arıyoruz. İstanbul, İzmir ve Konya'daki merkezlerimizde ve sahada birlikte çalışıyoruz.

## Neden Lumora?

- Makine, mürekkep ve kürleme teknolojilerinde sürekli eğitim ve sertifika programları
- Yurt içi ve yurt dışı fuarlara katılım fırsatı
- Özel sağlık sigortası, yemek kartı ve esnek çalışma saatleri (ofis pozisyonları için)
- Teknik kariyer basamakları: servis teknisyeninden uygulama uzmanlığına

## Açık pozisyonlar

### Saha Servis Teknisyeni (İstanbul, Ankara)

Elektrik-elektronik, mekatronik veya makine alanında meslek yüksekokulu ya da üniversite mezunu, B sınıfı ehliyet sahibi, seyahat engeli olmayan ekip arkadaşları arıyoruz.

### Uygulama Uzmanı – Dijital Baskı (İstanbul)

Renk yönetimi, RIP yazılımları ve UV baskı konularında deneyimli; müşteri eğitimleri verebilecek, iletişimi güçlü adaylar tercih edilecektir.

### Satış Mühendisi – UV Kürleme (İzmir)

Endüstriyel ekipman satışında en az üç yıl deneyimli, ofset, flekso veya serigrafi sektörünü tanıyan adaylar arıyoruz.

## Başvuru

Özgeçmişinizi başvurmak istediğiniz pozisyonu belirterek kariyer@lumora.example adresine gönderebilirsiniz. Başvurular kişisel verilerin korunması mevzuatına uygun şekilde saklanır ve yalnızca işe alım sürecinde kullanılır.`;

export const corporatePages: PageDef[] = [
  {
    path: "kurumsal/hakkimizda",
    title: "Hakkımızda",
    metaDescription: "2009'dan bu yana baskı işletmelerinin teknoloji ortağı Lumora Baskı Teknolojileri A.Ş. hakkında.",
    body: aboutBody,
  },
  {
    path: "kurumsal/temsilcilikler",
    title: "Temsilcilikler",
    metaDescription: "Türkiye genelindeki Lumora yetkili satış ve servis noktaları: adres ve telefon bilgileri.",
    body: dealersBody,
  },
  {
    path: "kurumsal/kariyer",
    title: "Kariyer",
    metaDescription: "Lumora'da açık pozisyonlar: saha servis teknisyeni, uygulama uzmanı ve satış mühendisi.",
    body: careerBody,
  },
  {
    path: "kurumsal/banka-bilgileri",
    title: "Banka Hesap Bilgileri",
    metaDescription: "Havale ve EFT ile ödeme için Lumora Baskı Teknolojileri A.Ş. banka hesap bilgileri.",
    body: `Havale veya EFT ile yapacağınız ödemelerde aşağıdaki hesaplarımızı kullanabilirsiniz. Açıklama alanına **sipariş numaranızı** yazmanız, ödemenizin hızlı eşleştirilmesini sağlar.\n\nÖdemeniz hesabımıza ulaştıktan sonra siparişiniz onaylanır ve hazırlık sürecine alınır. Hesap sahibi adının **Lumora Baskı Teknolojileri A.Ş.** olduğunu mutlaka kontrol ediniz; farklı bir alıcı adına yapılan ödemelerden firmamız sorumlu değildir.`,
  },
  {
    path: "uygulama-ornekleri",
    title: "Uygulama Örnekleri",
    metaDescription: "Ambalaj, tabela, tekstil ve endüstriyel işaretlemede Lumora çözümleriyle üretilen gerçek uygulama örnekleri.",
    body: `Müşterilerimizin Lumora makineleri ve sarf malzemeleriyle hayata geçirdiği projelerden bazılarını burada bulabilirsiniz. Her örnekte kullanılan makine, malzeme ve iş akışını kısaca özetledik.\n\n## Ambalaj\n\nKarton kutu ve kozmetik ambalajda kısa tirajlı dijital üretim: Bursa'daki bir kutu üreticisi numune süresini iki haftadan iki güne indirdi. [Hikâyenin tamamını okuyun](/blog/ambalajda-kisa-tiraj-devri).\n\n## Tabela ve reklam\n\nPleksi harf üretiminde UV baskı ve kamera destekli lazer kesim ile işçilik yarıya indi. [Dönüşüm hikâyesi](/blog/pleksi-harf-uretiminde-uv-baski).\n\n## Endüstriyel işaretleme\n\nMetal plaka ve plastik parçalarda kalıcı işaretleme için fiber lazer ve UV baskının birlikte kullanımı. [Karşılaştırmayı inceleyin](/blog/endustriyel-isaretlemede-kalicilik).\n\n## Kendi projeniz için\n\nUygulama merkezlerimizde kendi malzemenizle deneme baskısı yaptırabilirsiniz. Randevu için [iletişim sayfamızı](/contact) ziyaret edin.`,
  },
  {
    path: "haberler",
    title: "Haberler",
    metaDescription: "Lumora'dan haberler: yeni uygulama merkezleri, ürün lansmanları ve fuar notları.",
    body: `Lumora Baskı Teknolojileri'nden kurumsal haberler, yeni ürün duyuruları ve etkinlik notları.\n\n## Konya uygulama merkezi açıldı\n\nİstanbul ve İzmir'in ardından üçüncü uygulama merkezimiz Konya OSB'de hizmete girdi. [Haberin devamı](/blog/lumora-konya-uygulama-merkezi)\n\n## 2026 fuar notları\n\nOtomasyon, sürdürülebilir mürekkepler ve UV LED kürleme bu yılın öne çıkan başlıkları oldu. [Beş trendi okuyun](/blog/2026-baski-teknolojilerinde-one-cikan-trendler)\n\n## Tüm yazılar\n\nRehberler, teknoloji yazıları ve uygulama örnekleri için [blog sayfamızı](/blog) ziyaret edebilirsiniz.`,
  },
];
