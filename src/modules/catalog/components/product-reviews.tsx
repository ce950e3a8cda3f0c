import { t } from "@/i18n/server";
import { formatLongDate } from "@/lib/shop-time";
import type { ProductDetail } from "@/server/catalog/product-detail";
import { RatingStars, ratingText } from "./rating-stars";

/** The rating summary (average, count, per-star bars) and the approved reviews, newest first. */
export function ProductReviews({ product }: { product: Pick<ProductDetail, "rating" | "reviewCount" | "ratingCounts" | "reviews"> }) {
  if (product.reviewCount === 0) return <p className="text-sm text-gray-700">{t("catalog:reviews.none")}</p>;
  return (
    <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
      <div className="flex flex-col gap-2">
        <p className="text-4xl font-bold">{ratingText(product.rating)}</p>
        <RatingStars rating={product.rating} size="lg" />
        <p className="text-sm text-gray-700">{t("catalog:reviews.basedOn", { count: product.reviewCount })}</p>
        <ul className="mt-2 flex flex-col gap-1" aria-label={t("catalog:reviews.distribution")}>
          {[5, 4, 3, 2, 1].map((stars) => {
            const n = product.ratingCounts[stars - 1] ?? 0;
            const percent = product.reviewCount > 0 ? Math.round((n * 100) / product.reviewCount) : 0;
            return (
              <li key={stars} className="flex items-center gap-2 text-sm">
                <span className="w-14 text-gray-700">{t("catalog:reviews.stars", { count: stars })}</span>
                <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded bg-gray-200">
                  <span className="block h-full bg-amber-500" style={{ width: `${percent}%` }} />
                </span>
                <span className="w-8 text-right text-gray-700">{n}</span>
              </li>
            );
          })}
        </ul>
      </div>
      <ul className="flex flex-col divide-y divide-gray-200">
        {product.reviews.map((r) => (
          <li key={r.id} className="py-4 first:pt-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <RatingStars rating={r.rating} />
              <span className="text-sm font-semibold">{r.author ?? t("catalog:reviews.anonymous")}</span>
              <time dateTime={r.createdAt} className="text-sm text-gray-600">
                {formatLongDate(r.createdAt)}
              </time>
            </div>
            {r.content && <p className="mt-2 whitespace-pre-line text-sm text-gray-800">{r.content}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
