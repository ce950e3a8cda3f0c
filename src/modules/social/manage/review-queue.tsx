import { t } from "@/i18n/server";
import { formatDateTime } from "@/lib/shop-time";
import Link from "@/modules/ui/link";
import type { PendingReview } from "@/server/social/manage/reviews";
import { ReviewActions } from "./review-actions";

/** Reviews waiting for a decision, oldest first, each with its approve and reject actions. */
export function AdminReviewQueue({ reviews }: { reviews: PendingReview[] }) {
  return (
    <>
      <h1 className="mb-6 font-semibold text-2xl">{t("admin:reviews.title")}</h1>
      {reviews.length === 0 && <p>{t("admin:reviews.empty")}</p>}
      <ul className="flex flex-col gap-4">
        {reviews.map((r) => (
          <li key={r.id} className="grid gap-4 rounded-lg border border-neutral-200 bg-white p-4 md:grid-cols-[1fr_16rem]">
            <article aria-labelledby={`review-${r.id}`}>
              <h2 id={`review-${r.id}`} className="font-semibold">
                <Link href={`/${r.productSlug}`} className="underline">
                  {r.productName}
                </Link>
              </h2>
              <p className="text-neutral-700 text-sm">
                {r.authorName} · {formatDateTime(r.createdAt)} · {t("admin:reviews.ratingValue", { rating: r.rating })}
              </p>
              <p className="mt-2 whitespace-pre-line">{r.content || t("admin:reviews.noContent")}</p>
            </article>
            <ReviewActions reviewId={r.id} />
          </li>
        ))}
      </ul>
    </>
  );
}
