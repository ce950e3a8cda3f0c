import { apiRoute } from "@/server/compose/api-route";
import { saveProductCollections } from "@/server/social/collections";
import { saveProductCollectionsBody } from "@/shared/social/schemas";

/** Saves the full set of collections holding the product; answers the saved set. */
export const POST = apiRoute({ access: "customer", body: saveProductCollectionsBody }, async ({ user, body }) => ({
  collectionIds: await saveProductCollections(user.id, body.productId, body.collectionIds),
}));
