import { collectionItemBody } from "@/modules/social/schemas";
import { apiRoute } from "@/server/http/handler";
import { removeFromCollection } from "@/server/services/collections";

export const POST = apiRoute({ access: "customer", body: collectionItemBody }, async ({ user, body }) => {
  await removeFromCollection(user.id, body);
  return { ok: true };
});
