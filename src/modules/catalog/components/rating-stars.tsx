import { t } from "@/i18n/server";
import { type RatingSize, RatingStarsView, RatingSummaryView, type RatingText } from "./rating-view";

export const ratingText = (rating: number) => rating.toLocaleString("tr-TR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const starsLabel = (rating: number) => t("catalog:rating.label", { rating: ratingText(rating) });
const percentOf = (rating: number) => Math.max(0, Math.min(100, (rating / 5) * 100));

/** The rating in words, or null for a product nobody has reviewed yet. */
export function ratingSummary(rating: number, reviewCount: number): RatingText | null {
  if (reviewCount === 0) return null;
  return { label: starsLabel(rating), percent: percentOf(rating), count: t("catalog:rating.count", { count: reviewCount }) };
}

/** Five stars filled to the rating; one accessible name says the number (sizes xs to lg). */
export function RatingStars({ rating, size = "sm" }: { rating: number; size?: RatingSize }) {
  return <RatingStarsView label={starsLabel(rating)} percent={percentOf(rating)} size={size} />;
}

/** Stars with the review count, or nothing for a product nobody has reviewed yet. */
export function RatingSummaryInline({ rating, reviewCount, size }: { rating: number; reviewCount: number; size?: RatingSize }) {
  return <RatingSummaryView rating={ratingSummary(rating, reviewCount)} size={size} />;
}
