import Image from "next/image";
import { t } from "@/i18n/server";
import { formatLongDate } from "@/lib/shop-time";
import Link from "@/modules/ui/link";
import type { MyReview } from "@/server/social/reviews";
import { RATINGS } from "@/shared/social/schemas";
import { StarIcon } from "../components/icons";

const statusClass = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
} as const;

/** My Reviews: every review with its moderation state; a rejected one says why. Content is plain text, escaped by React. */
export function ReviewList({ reviews }: { reviews: MyReview[] }) {
  if (reviews.length === 0)
    return <p className="rounded border border-dashed border-gray-300 p-8 text-center text-gray-700">{t("social:reviews.empty")}</p>;
  return (
    <ul className="flex flex-col divide-y divide-gray-200">
      {reviews.map((review) => (
        <li key={review.id} className="flex gap-4 py-5 first:pt-0">
          {review.product?.image && (
            <Image src={review.product.image} alt="" width={54} height={72} className="h-[72px] w-[54px] shrink-0 rounded object-cover" />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {review.product ? (
                <Link href={`/${review.product.slug}`} className="font-semibold hover:text-primary-800 hover:underline">
                  {review.product.name}
                </Link>
              ) : (
                <span className="font-semibold">{t("social:reviews.productGone")}</span>
              )}
              <span className={`rounded px-2 py-0.5 text-xs font-semibold ${statusClass[review.status]}`}>
                {t(`social:reviews.status.${review.status}`)}
              </span>
            </div>
            <div className="flex items-center gap-3 text-sm text-gray-700">
              <span role="img" aria-label={t("social:reviews.rating", { count: review.rating })} className="flex text-amber-500">
                {RATINGS.map((n) => (
                  <StarIcon key={n} className="size-4" filled={n <= review.rating} />
                ))}
              </span>
              <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
            </div>
            {review.content && <p className="whitespace-pre-line text-gray-800">{review.content}</p>}
            {review.status === "rejected" && review.rejectionReason && (
              <p className="text-sm text-danger">{t("social:reviews.rejectionReason", { reason: review.rejectionReason })}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
