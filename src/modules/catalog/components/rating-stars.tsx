import { t } from "@/i18n/server";
import { type RatingSize, RatingSummaryView, type RatingText } from "./rating-view";

export const ratingText = (rating: number) => rating.toLocaleString("tr-TR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const starsLabel = (rating: number) => t("catalog:rating.label", { rating: ratingText(rating) });
const percentOf = (rating: number) => Math.max(0, Math.min(100, (rating / 5) * 100));

/** The rating in words, or null for a product nobody has reviewed yet. */
export function ratingSummary(rating: number, reviewCount: number): RatingText | null {
  if (reviewCount === 0) return null;
  return { label: starsLabel(rating), percent: percentOf(rating), count: t("catalog:rating.count", { count: reviewCount }) };
}

/** The stars of a rating in words: their accessible name and how full they are. */
export const ratingStarsText = (rating: number) => ({ label: starsLabel(rating), percent: percentOf(rating) });

/** Stars with the review count, or nothing for a product nobody has reviewed yet. */
export function RatingSummaryInline({ rating, reviewCount, size }: { rating: number; reviewCount: number; size?: RatingSize }) {
  return <RatingSummaryView rating={ratingSummary(rating, reviewCount)} size={size} />;
}
