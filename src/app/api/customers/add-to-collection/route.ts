import { apiRoute } from "@/server/compose/api-route";
import { addToCollection } from "@/server/social/collections";
import { collectionItemBody } from "@/shared/social/schemas";

/** Answers the collection the product went into (the system one when isBuyLater or isAlarm is set). */
export const POST = apiRoute({ access: "customer", body: collectionItemBody }, async ({ user, body }) => addToCollection(user.id, body));
