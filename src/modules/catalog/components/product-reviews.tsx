import { t } from "@/i18n/server";
import { formatLongDate } from "@/lib/shop-time";
import type { ProductDetail } from "@/server/catalog/product-detail";
import { ratingStarsText, ratingText } from "./rating-stars";
import { ReviewsView } from "./reviews-view";

/** The rating summary (average, count, per-star bars) and the approved reviews, newest first. */
export function ProductReviews({ product }: { product: Pick<ProductDetail, "rating" | "reviewCount" | "ratingCounts" | "reviews"> }) {
  if (product.reviewCount === 0) return <p className="text-sm text-gray-700">{t("catalog:reviews.none")}</p>;
  const text = {
    average: ratingText(product.rating),
    stars: ratingStarsText(product.rating),
    basedOn: t("catalog:reviews.basedOn", { count: product.reviewCount }),
    distributionLabel: t("catalog:reviews.distribution"),
    distribution: [5, 4, 3, 2, 1].map((stars) => {
      const count = product.ratingCounts[stars - 1] ?? 0;
      return {
        stars,
        label: t("catalog:reviews.stars", { count: stars }),
        count,
        percent: Math.round((count * 100) / product.reviewCount),
      };
    }),
    reviews: product.reviews.map((r) => ({
      id: r.id,
      stars: ratingStarsText(r.rating),
      author: r.author ?? t("catalog:reviews.anonymous"),
      createdAt: r.createdAt,
      date: formatLongDate(r.createdAt),
      content: r.content,
    })),
  };
  return <ReviewsView text={text} />;
}
