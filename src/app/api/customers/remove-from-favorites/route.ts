import { productBody } from "@/modules/social/schemas";
import { apiRoute } from "@/server/http/handler";
import { removeFavorite } from "@/server/services/favorites";

export const POST = apiRoute({ access: "customer", body: productBody }, async ({ user, body }) => {
  await removeFavorite(user.id, body.productId);
  return { ok: true };
});
