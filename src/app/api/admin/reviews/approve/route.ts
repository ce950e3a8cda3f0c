import { approvePendingReview } from "@/server/admin/reviews";
import { apiRoute } from "@/server/compose/api-route";
import { reviewIdBody } from "@/shared/admin/bodies";

export const POST = apiRoute({ access: "staff", body: reviewIdBody }, async ({ body, user }) => {
  await approvePendingReview(user.id, body.reviewId);
  return { ok: true };
});
