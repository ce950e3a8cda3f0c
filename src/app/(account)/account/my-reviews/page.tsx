import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { requireUser } from "@/modules/account/session";
import { myReviews } from "@/modules/social/data";
import { REVIEWS_PATH } from "@/modules/social/paths";
import { AccountHeading } from "@/modules/social/templates/account-heading";
import { ReviewList } from "@/modules/social/templates/review-list";

export const metadata: Metadata = { title: t("social:reviews.title") };

export default async function MyReviewsPage() {
  const user = await requireUser(REVIEWS_PATH);
  return (
    <>
      <AccountHeading title={t("social:reviews.title")} />
      <ReviewList reviews={await myReviews(user.id)} />
    </>
  );
}
