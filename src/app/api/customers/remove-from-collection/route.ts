import { apiRoute } from "@/server/compose/api-route";
import { removeFromCollection } from "@/server/social/collections";
import { collectionItemBody } from "@/shared/social/schemas";

export const POST = apiRoute({ access: "customer", body: collectionItemBody }, async ({ user, body }) => {
  await removeFromCollection(user.id, body);
  return { ok: true };
});
