import type { BlogPostDef } from "./blog-types";

export const guidePosts: BlogPostDef[] = [
  {
    slug: "uv-flatbed-yazici-alirken-dikkat-edilmesi-gerekenler",
    title: "UV flatbed yazıcı alırken dikkat edilmesi gereken 7 nokta",
    excerpt:
      "Baskı alanından kafa sayısına, beyaz mürekkep sirkülasyonundan servis ağına kadar: yatırım öncesi sorulması gereken soruları derledik.",
    category: "Rehberler",
    author: "Elif Aydın",
    publishedAt: "2026-01-14T08:30:00.000Z",
    section: "makineler",
    silhouette: "flatbed",
    content: `UV flatbed yazıcı, bir baskı atölyesinin yapabileceği en büyük yatırımlardan biridir. Doğru seçilen bir makine yıllarca kesintisiz üretim yaparken, ihtiyaca uymayan bir makine hem zaman hem de para kaybına yol açar. Bu yazıda, müşterilerimizle yaptığımız yüzlerce keşif görüşmesinden çıkardığımız en önemli noktaları bir araya getirdik.

## 1. Baskı alanını bugüne değil, üç yıl sonrasına göre seçin

En sık yapılan hata, bugün en çok basılan işin ölçüsüne göre makine seçmektir. Standart plaka ölçüleri (122 x 244 cm, 150 x 300 cm gibi) düşünüldüğünde, tam plaka basabilen bir makine kesim firesini ve iş hazırlık süresini ciddi ölçüde azaltır. Küçük işler için ise çok bölgeli vakum masası, alanın yalnızca gereken kısmını kullanmanızı sağlar.

## 2. Kafa sayısı hızı, kafa tipi kaliteyi belirler

Makinedeki baskı kafası sayısı saatlik üretim kapasitesini doğrudan etkiler. Ancak kafa teknolojisi, damla boyutu ve gri ton desteği de en az sayı kadar önemlidir. Küçük yazı ve ince çizgi içeren işler basıyorsanız, düşük damla boyutlu kafalar tercih etmelisiniz.

- Beyaz ve vernik için ayrı kanal olup olmadığını sorun.
- Beyaz mürekkep sirkülasyon sistemi, çökelmeyi ve tıkanmayı önler.
- Otomatik yükseklik algılama, kalın malzemede kafayı korur.

## 3. Yazılım ve servis, makinenin kendisi kadar önemlidir

RIP yazılımının Türkçe arayüzü, hazır renk profilleri ve iş maliyeti raporu, operatörün öğrenme süresini kısaltır. Bunun yanında en yakın servis noktasının uzaklığı, yedek parça stoğu ve uzaktan bağlantı ile destek imkânı, olası bir arızada üretimin ne kadar süre duracağını belirler.

## Sonuç

Bir UV flatbed yazıcıyı değerlendirirken yalnızca liste fiyatına değil, toplam sahip olma maliyetine bakın: mürekkep tüketimi, bakım süresi, enerji ve servis. Showroomumuzda kendi malzemenizle deneme baskısı yaparak karar vermenizi öneririz.`,
  },
  {
    slug: "baski-kafasi-omrunu-uzatmanin-yollari",
    title: "Baskı kafası ömrünü uzatmanın yolları: günlük ve haftalık bakım",
    excerpt: "Nozul tıkanmalarının çoğu önlenebilir. Düzenli bakım rutini ile baskı kafanızın ömrünü iki katına çıkarmak mümkün.",
    category: "Rehberler",
    author: "Murat Kaya",
    publishedAt: "2026-02-09T09:00:00.000Z",
    section: "sarf-malzemeler",
    silhouette: "printhead",
    content: `Baskı kafası, dijital baskı makinesinin en hassas ve en pahalı sarf parçasıdır. Servis kayıtlarımıza göre kafa değişimlerinin büyük bölümü üretim hatasından değil, bakım eksikliğinden kaynaklanıyor. İyi haber şu: basit bir rutinle bu sorunların çoğunu önlemek mümkün.

## Günlük bakım: vardiya başında beş dakika

Her vardiyanın başında nozul kontrol çıktısı alın ve eksik çizgi olup olmadığına bakın. Eksik nozullar varsa önce hafif temizleme programını çalıştırın; güçlü temizlemeyi yalnızca gerektiğinde kullanın, çünkü gereksiz mürekkep tüketir.

- Silecek lastiğini tiftiksiz bez ve uygun temizlik solüsyonuyla silin.
- Kapaklama istasyonunda kurumuş mürekkep birikintisi olup olmadığını kontrol edin.
- Ortam sıcaklığının 20-28 °C, nemin ise yüzde 40-60 aralığında olmasına dikkat edin.

## Haftalık bakım: hat ve damperler

Haftada bir kez kapaklama istasyonunu ve silecek ünitesini sökerek temizleyin. Damperlerde hava kabarcığı görüyorsanız mürekkep hattını kontrol edin. Beyaz mürekkep kullanan makinelerde sirkülasyonun gün boyu çalıştığından emin olun.

## Uzun duruşlarda hattı koruyun

Makine bir haftadan uzun süre kullanılmayacaksa, mürekkep tipine uygun koruma sıvısıyla hattı doldurmak kafa ömrünü korur. Tatil dönemlerinden önce teknik ekibimizden destek alabilirsiniz.

## Sonuç

Baskı kafasına yapılan beş dakikalık günlük özen, binlerce liralık değişim maliyetinden korur. Bakım takvimini operatörlerinizle birlikte makinenin yanına asmanızı öneririz.`,
  },
  {
    slug: "eco-solvent-mi-uv-mu-tabela-isinde-murekkep-secimi",
    title: "Eco-solvent mi, UV mu? Tabela işinde doğru mürekkep seçimi",
    excerpt: "Dış mekân dayanımı, koku, kuruma süresi ve maliyet açısından iki mürekkep teknolojisini karşılaştırdık.",
    category: "Rehberler",
    author: "Selin Öztürk",
    publishedAt: "2026-03-03T10:15:00.000Z",
    section: "sarf-malzemeler",
    silhouette: "bottle",
    content: `Tabela ve reklam sektöründe en sık sorulan sorulardan biri, eco-solvent ve UV mürekkep arasında hangisinin tercih edilmesi gerektiğidir. İki teknoloji de güçlü yanlara sahip; doğru seçim bastığınız işin türüne ve çalışma ortamınıza bağlıdır.

## Eco-solvent: esnek medyada güvenilir tercih

Eco-solvent mürekkepler vinil folyo, branda ve duvar kâğıdı gibi rulo medyalarda mükemmel yapışma ve geniş renk gamı sunar. Mürekkep medyanın yüzeyine hafifçe nüfuz ettiği için esnek ve dayanıklı bir baskı elde edilir. Araç giydirme gibi uygulamalarda hâlâ en çok tercih edilen teknolojidir.

## UV: anında kuruma ve sert yüzeyler

UV mürekkepler ışıkla saniyeler içinde kürlenir, bu nedenle baskı çıktığı anda laminasyon ve kesime geçilebilir. Pleksi, dekota, alüminyum kompozit ve cam gibi sert yüzeylere doğrudan baskı imkânı UV teknolojisinin en büyük avantajıdır.

- Eco-solvent: rulo medya, araç giydirme, iç ve dış mekân afiş.
- UV: sert paneller, pleksi harf, kabartma efekti, hızlı teslim gereken işler.
- Her ikisi de doğru medyayla üç yıl ve üzeri dış mekân dayanımı sağlar.

## Maliyet ve çalışma ortamı

Eco-solvent baskıda kurutma için bekleme süresi ve havalandırma ihtiyacı dikkate alınmalıdır. UV baskıda ise mürekkep birim fiyatı daha yüksek olsa da bekleme süresinin olmaması iş akışını hızlandırır. Kapalı alanda çalışan atölyeler için düşük kokulu seriler iyi bir ara çözümdür.

## Sonuç

Tek bir doğru cevap yok: işinizin yüzde kaçının rulo, yüzde kaçının sert yüzey olduğunu hesaplayarak başlayın. Uygulama uzmanlarımız mevcut iş dağılımınıza göre size en uygun kombinasyonu önerebilir.`,
  },
  {
    slug: "lazer-kesim-makinesinde-guc-ve-hiz-ayari",
    title: "Lazer kesim makinesinde doğru güç ve hız ayarı",
    excerpt: "Pleksi, ahşap ve deri için başlangıç parametreleri, odak ayarı ve kesim kalitesini etkileyen faktörler.",
    category: "Rehberler",
    author: "Can Arslan",
    publishedAt: "2026-05-21T07:45:00.000Z",
    section: "makineler",
    silhouette: "laser",
    content: `CO2 lazer kesim makinelerinde temiz bir kesim, doğru güç, hız ve odak üçlüsünün dengelenmesiyle elde edilir. Aynı malzemenin farklı üreticilerden gelen partileri bile farklı davranabileceği için ayarları bir kez yapıp unutmak yerine, her yeni partide kısa bir test yapmak en doğru yaklaşımdır.

## Odak her şeyden önce gelir

Lazer ışını odak noktasında en ince ve en güçlü hâlindedir. Odak mesafesi doğru ayarlanmadığında kesim kenarları yanık ve eğimli olur. Kalın malzemelerde odağı malzemenin yüzeyinden biraz aşağıya almak, kesimin alt yüzeyde de temiz çıkmasını sağlar.

## Malzemeye göre başlangıç değerleri

Aşağıdaki değerler 100 W bir tüp için başlangıç noktasıdır; makinenize ve malzemenize göre küçük testlerle ince ayar yapmalısınız.

- 3 mm pleksi: yüzde 60-70 güç, 15-20 mm/sn hız.
- 4 mm kontrplak: yüzde 65-75 güç, 12-18 mm/sn hız.
- 2 mm deri: yüzde 30-40 güç, 30-40 mm/sn hız.
- Kazıma işlemleri için yüksek hız ve düşük güçle başlayın.

## Hava üfleme ve duman emme

Hava üfleme, alevlenmeyi önler ve kesim kenarını temiz tutar. Duman emme sistemi ise hem lensin kirlenmesini engeller hem de çalışma ortamının sağlığı için zorunludur. Lens ve aynaları haftalık olarak temizlemek, gücün zamanla düşmesini önler.

## Sonuç

İyi bir kesim kalitesi için parametre tablonuzu malzeme bazında kaydedin ve operatörlerinizle paylaşın. Lazerya serisi makinelerle birlikte gelen hazır malzeme kütüphanesi bu süreci önemli ölçüde kısaltır.`,
  },
];
