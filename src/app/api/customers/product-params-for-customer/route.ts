import { ALARM_COLLECTION_PARAM, productBody } from "@/modules/social/schemas";
import { apiRoute } from "@/server/http/handler";
import { productCollectionIds } from "@/server/services/collections";
import { requireActiveProduct } from "@/server/services/favorites";

/** SPEC §3: the ids of the customer's collections holding the product, with "is-alarm" filtered out. */
export const POST = apiRoute({ access: "customer", body: productBody }, async ({ user, body }) => {
  await requireActiveProduct(body.productId);
  const ids = await productCollectionIds(user.id, body.productId);
  return { collectionIds: ids.filter((id) => id !== ALARM_COLLECTION_PARAM) };
});
