import { apiRoute } from "@/server/http/handler";
import { approvePendingReview } from "@/server/services/admin-reviews";
import { reviewIdBody } from "@/server/services/admin-schemas";

export const POST = apiRoute({ access: "staff", body: reviewIdBody }, async ({ body, user }) => {
  await approvePendingReview(user.id, body.reviewId);
  return { ok: true };
});
