import { productBody } from "@/modules/social/schemas";
import { apiRoute } from "@/server/http/handler";
import { reviewEligibility } from "@/server/services/reviews";

/** {status: "ok", code: null} or {status: "not_allowed", code: "already_reviewed" | "must_be_purchased", message}. */
export const POST = apiRoute({ access: "customer", body: productBody }, async ({ user, body }) =>
  reviewEligibility(user.id, body.productId),
);
