import { apiRoute } from "@/server/compose/api-route";
import { createCollection, renameCollection } from "@/server/social/collections";
import { saveCollectionBody } from "@/shared/social/schemas";

/** {name} creates a collection; with the extension field collectionId it renames one. Answers the collection. */
export const POST = apiRoute({ access: "customer", body: saveCollectionBody }, async ({ user, body }) =>
  body.collectionId === undefined ? createCollection(user.id, body.name) : renameCollection(user.id, body.collectionId, body.name),
);
