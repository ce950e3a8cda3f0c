import { apiRoute } from "@/server/compose/api-route";
import { reviewEligibility } from "@/server/social/reviews";
import { productBody } from "@/shared/social/schemas";

/** {status: "ok", code: null} or {status: "not_allowed", code: "already_reviewed" | "must_be_purchased", message}. */
export const POST = apiRoute({ access: "customer", body: productBody }, async ({ user, body }) =>
  reviewEligibility(user.id, body.productId),
);
