import { apiRoute } from "@/server/compose/api-route";
import { addFavorite } from "@/server/social/favorites";
import { productBody } from "@/shared/social/schemas";

export const POST = apiRoute({ access: "customer", body: productBody }, async ({ user, body }) => {
  await addFavorite(user.id, body.productId);
  return { ok: true };
});
