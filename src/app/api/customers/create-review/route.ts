import { apiRoute } from "@/server/compose/api-route";
import { createReview } from "@/server/social/reviews";
import { createReviewBody } from "@/shared/social/schemas";

/** Stores the review as pending; answers {id, status: "pending"}. */
export const POST = apiRoute({ access: "customer", body: createReviewBody }, async ({ user, body }) => createReview(user.id, body));
