import { apiRoute } from "@/server/compose/api-route";
import { deleteCollection } from "@/server/social/collections";
import { collectionBody } from "@/shared/social/schemas";

/** Extension of the customer API (docs/API.md) for the My Collections page; the system collections cannot be deleted (409). */
export const POST = apiRoute({ access: "customer", body: collectionBody }, async ({ user, body }) => {
  await deleteCollection(user.id, body.collectionId);
  return { ok: true };
});
