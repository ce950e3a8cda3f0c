export const ratingSizes = { xs: "text-xs", sm: "text-sm", md: "text-base", lg: "text-xl" } as const;
export type RatingSize = keyof typeof ratingSizes;
/** A rating already put in words: the stars' accessible name, how full they are, the review count. */
export type RatingText = { label: string; percent: number; count: string };

/** Five stars filled to `percent`; one accessible name says the number. */
export function RatingStarsView({ label, percent, size = "sm" }: { label: string; percent: number; size?: RatingSize }) {
  return (
    <span role="img" aria-label={label} className={`stars ${ratingSizes[size]}`}>
      <span aria-hidden="true" className="text-gray-300">
        ★★★★★
      </span>
      <span aria-hidden="true" className="stars-fill" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

/** Stars with the review count (nothing when `rating` is null: nobody has reviewed the product yet). */
export function RatingSummaryView({ rating, size }: { rating: RatingText | null; size?: RatingSize }) {
  if (!rating) return null;
  return (
    <span className="rating">
      <RatingStarsView label={rating.label} percent={rating.percent} size={size} />
      <span className="text-xs">{rating.count}</span>
    </span>
  );
}
