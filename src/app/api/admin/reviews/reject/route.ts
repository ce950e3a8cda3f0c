import { apiRoute } from "@/server/compose/api-route";
import { rejectPendingReview } from "@/server/social/manage/reviews";
import { rejectReviewBody } from "@/shared/social/manage";

export const POST = apiRoute({ access: "staff", body: rejectReviewBody }, async ({ body, user }) => {
  await rejectPendingReview(user.id, body.reviewId, body.reason);
  return { ok: true };
});
