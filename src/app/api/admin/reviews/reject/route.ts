import { apiRoute } from "@/server/http/handler";
import { rejectPendingReview } from "@/server/services/admin-reviews";
import { rejectReviewBody } from "@/server/services/admin-schemas";

export const POST = apiRoute({ access: "staff", body: rejectReviewBody }, async ({ body, user }) => {
  await rejectPendingReview(user.id, body.reviewId, body.reason);
  return { ok: true };
});
