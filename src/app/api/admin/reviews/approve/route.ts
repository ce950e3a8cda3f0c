import { apiRoute } from "@/server/compose/api-route";
import { approvePendingReview } from "@/server/social/manage/reviews";
import { reviewIdBody } from "@/shared/social/manage";

export const POST = apiRoute({ access: "staff", body: reviewIdBody }, async ({ body, user }) => {
  await approvePendingReview(user.id, body.reviewId);
  return { ok: true };
});
