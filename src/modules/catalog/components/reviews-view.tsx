"use client";
import { RatingStarsView, type RatingText } from "./rating-view";

type Stars = Pick<RatingText, "label" | "percent">;

/** The reviews section already in words (product-reviews.tsx builds it on the server). */
export type ReviewsText = {
  average: string;
  stars: Stars;
  basedOn: string;
  distributionLabel: string;
  distribution: Array<{ stars: number; label: string; count: number; percent: number }>;
  reviews: Array<{ id: string | number; stars: Stars; author: string; createdAt: string; date: string; content: string | null }>;
};

/**
 * The rating summary (average, count, per-star bars) and the approved reviews. A client view fed the words, so
 * the product page's payload carries them instead of the section's markup a second time.
 */
export function ReviewsView({ text }: { text: ReviewsText }) {
  return (
    <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
      <div className="flex flex-col gap-2">
        <p className="text-4xl font-bold">{text.average}</p>
        <RatingStarsView label={text.stars.label} percent={text.stars.percent} size="lg" />
        <p className="text-sm text-gray-700">{text.basedOn}</p>
        <ul className="mt-2 flex flex-col gap-1" aria-label={text.distributionLabel}>
          {text.distribution.map((row) => (
            <li key={row.stars} className="flex items-center gap-2 text-sm">
              <span className="w-14 text-gray-700">{row.label}</span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded bg-gray-200">
                <span className="block h-full bg-amber-500" style={{ width: `${row.percent}%` }} />
              </span>
              <span className="w-8 text-right text-gray-700">{row.count}</span>
            </li>
          ))}
        </ul>
      </div>
      <ul className="flex flex-col divide-y divide-gray-200">
        {text.reviews.map((r) => (
          <li key={r.id} className="py-4 first:pt-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <RatingStarsView label={r.stars.label} percent={r.stars.percent} />
              <span className="text-sm font-semibold">{r.author}</span>
              <time dateTime={r.createdAt} className="text-sm text-gray-600">
                {r.date}
              </time>
            </div>
            {r.content && <p className="mt-2 whitespace-pre-line text-sm text-gray-800">{r.content}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
