import { apiRoute } from "@/server/compose/api-route";
import { productCollectionIds } from "@/server/social/collections";
import { requireActiveProduct } from "@/server/social/favorites";
import { ALARM_COLLECTION_PARAM, productBody } from "@/shared/social/schemas";

/** The ids of the customer's collections holding the product, with "is-alarm" filtered out. */
export const POST = apiRoute({ access: "customer", body: productBody }, async ({ user, body }) => {
  await requireActiveProduct(body.productId);
  const ids = await productCollectionIds(user.id, body.productId);
  return { collectionIds: ids.filter((id) => id !== ALARM_COLLECTION_PARAM) };
});
