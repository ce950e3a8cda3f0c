import { rejectPendingReview } from "@/server/admin/reviews";
import { apiRoute } from "@/server/compose/api-route";
import { rejectReviewBody } from "@/shared/admin/bodies";

export const POST = apiRoute({ access: "staff", body: rejectReviewBody }, async ({ body, user }) => {
  await rejectPendingReview(user.id, body.reviewId, body.reason);
  return { ok: true };
});
