import { productBody } from "@/modules/social/schemas";
import { apiRoute } from "@/server/http/handler";
import { addFavorite } from "@/server/services/favorites";

export const POST = apiRoute({ access: "customer", body: productBody }, async ({ user, body }) => {
  await addFavorite(user.id, body.productId);
  return { ok: true };
});
