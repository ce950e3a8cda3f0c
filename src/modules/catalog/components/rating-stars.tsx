import { t } from "@/i18n/server";

const sizes = { xs: "text-xs", sm: "text-sm", md: "text-base", lg: "text-xl" } as const;

export const ratingText = (rating: number) => rating.toLocaleString("tr-TR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Five stars filled to the rating; one accessible name says the number (sizes xs to lg). */
export function RatingStars({ rating, size = "sm" }: { rating: number; size?: keyof typeof sizes }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span
      role="img"
      aria-label={t("catalog:rating.label", { rating: ratingText(rating) })}
      className={`relative inline-block leading-none ${sizes[size]}`}
    >
      <span aria-hidden="true" className="text-gray-300">
        ★★★★★
      </span>
      <span aria-hidden="true" className="absolute inset-0 overflow-hidden text-amber-500" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

/** Stars with the review count, or nothing for a product nobody has reviewed yet. */
export function RatingSummaryInline({ rating, reviewCount, size }: { rating: number; reviewCount: number; size?: keyof typeof sizes }) {
  if (reviewCount === 0) return null;
  return (
    <span className="flex items-center gap-1 text-gray-700">
      <RatingStars rating={rating} size={size} />
      <span className="text-xs">{t("catalog:rating.count", { count: reviewCount })}</span>
    </span>
  );
}
