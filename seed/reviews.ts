import { sql } from "drizzle-orm";
import { reviews } from "@/server/platform/db/schema";
import { createRng } from "./prng";
import type { CatalogRefs, SeededProduct } from "./seed-catalog";
import { type Exec, insertBatches } from "./sql-helpers";
import { daysAfter, daysBefore } from "./time";
import type { ProductKind } from "./types";
import { DEMO_CUSTOMER_ID, DEMO_STAFF_ID, otherCustomers } from "./users";

const positive: Record<ProductKind, string[]> = {
  machine: [
    "Kurulum bir günde tamamlandı, ertesi gün üretime başladık. Baskı kalitesi beklentimizin üzerinde.",
    "Operatör eğitimi çok faydalı oldu. Makine sessiz ve stabil çalışıyor, renkler canlı.",
    "Altı aydır iki vardiya kullanıyoruz, tek bir arıza yaşamadık. Servis ekibi de çok ilgili.",
    "Fiyat/performans açısından sınıfının en iyisi. Türkçe arayüz ekibin işini çok kolaylaştırdı.",
    "Baskı hızı katalog değerlerine çok yakın. Beyaz mürekkep sirkülasyonu sayesinde tıkanma sorunu yok.",
  ],
  consumable: [
    "Renkler profil ile birebir tuttu, önceki mürekkebe göre tüketim daha az.",
    "Siparişin ertesi günü elimizdeydi. Ambalaj sağlam, ürün orijinal.",
    "Uzun süredir kullanıyoruz, partiden partiye fark görmedik. Tavsiye ederim.",
    "Nozul tıkanması ciddi şekilde azaldı. Fiyatı da makul.",
    "Kaliteli ürün, hızlı kargo. Bir sonraki siparişi de buradan vereceğim.",
  ],
  uv: [
    "Eski cıva lambaya göre enerji tüketimimiz neredeyse yarıya indi. Kürleme çok homojen.",
    "Montajı kolaydı, teknik ekip telefonda adım adım yardımcı oldu.",
    "Vernik hattımızda sorunsuz çalışıyor, ısı problemi tamamen ortadan kalktı.",
    "Ölçüm değerleri katalogla uyumlu. Kaliteli işçilik.",
  ],
  package: [
    "Paket sayesinde hangi makineyi alacağımızı düşünmek zorunda kalmadık, her şey tek seferde kuruldu.",
    "Uygulama uzmanı ilk haftamızda yanımızdaydı, üretime çok hızlı geçtik.",
    "Yatırımın geri dönüşü beklediğimizden hızlı oldu. Yeni müşteriler kazandık.",
  ],
};

const neutral = [
  "Ürün iyi ama teslimat tahmin edilenden birkaç gün uzun sürdü.",
  "Genel olarak memnunuz, kullanım kılavuzu daha ayrıntılı olabilirdi.",
  "Kalitesi fena değil, fiyatı biraz yüksek geldi.",
  "İşimizi görüyor; ilk ayarları yapmak biraz zaman aldı.",
];

const ratingFor = (r: number) => (r < 0.5 ? 5 : r < 0.85 ? 4 : r < 0.97 ? 3 : 2);

/** ~70 reviews by the fictional customers, plus the demo customer's two; then product ratings are recomputed. */
export async function seedReviews(exec: Exec, refs: CatalogRefs, demo: { approved: SeededProduct; pending: SeededProduct }) {
  const rng = createRng("reviews");
  const ranked = [...refs.products].sort(
    (a, b) => Number(b.isBestSellingProduct) - Number(a.isBestSellingProduct) || b.soldCount - a.soldCount || a.id - b.id,
  );
  const chosen = rng.shuffle(ranked.slice(0, 60)).slice(0, 40);
  const rows: (typeof reviews.$inferInsert)[] = [];
  chosen.forEach((p, i) => {
    const authors = rng.sample(otherCustomers, i < 30 ? 2 : 1);
    for (const author of authors) {
      const rating = ratingFor(rng.next());
      const createdAt = daysBefore(rng.int(5, 300), rng.int(0, 900));
      rows.push({
        productId: p.id,
        userId: author.id,
        rating,
        content: rating >= 4 ? rng.pick(positive[p.kind]) : rng.pick(neutral),
        isAuthorNameShown: rng.chance(0.85),
        status: "approved",
        locale: "tr",
        createdAt,
        moderatedAt: daysAfter(createdAt, 1),
        moderatedBy: DEMO_STAFF_ID,
      });
    }
  });
  for (const i of rng.sample([...rows.keys()], 10)) {
    const row = rows[i];
    if (row) Object.assign(row, { status: "pending", moderatedAt: null, moderatedBy: null, createdAt: daysBefore(rng.int(0, 6)) });
  }
  rows.push(
    {
      productId: demo.approved.id,
      userId: DEMO_CUSTOMER_ID,
      rating: 5,
      content: "Montajı kolay oldu, nozul kontrolünde tek eksik çizgi yok. Teknik ekibe hizalama desteği için teşekkürler.",
      status: "approved",
      locale: "tr",
      createdAt: daysBefore(40),
      moderatedAt: daysBefore(39),
      moderatedBy: DEMO_STAFF_ID,
    },
    {
      productId: demo.pending.id,
      userId: DEMO_CUSTOMER_ID,
      rating: 4,
      content: "Kürleme çok hızlı, fan sesi biraz yüksek ama genel olarak memnunum.",
      isAuthorNameShown: false,
      status: "pending",
      locale: "tr",
      createdAt: daysBefore(2),
    },
  );
  await insertBatches(exec, reviews, rows);
  await recomputeRatings(exec);
  return { approved: rows.filter((r) => r.status === "approved").length, pending: rows.filter((r) => r.status === "pending").length };
}

export async function recomputeRatings(exec: Exec) {
  await exec.execute(sql`
    update products p set rating = s.avg_rating, review_count = s.cnt
    from (select product_id, round(avg(rating)::numeric, 2) as avg_rating, count(*)::int as cnt from reviews where status = 'approved' group by product_id) s
    where p.id = s.product_id`);
}
