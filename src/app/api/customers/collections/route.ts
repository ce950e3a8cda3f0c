import { apiRoute } from "@/server/compose/api-route";
import { listCollections } from "@/server/social/collections";
import { emptyBody } from "@/shared/empty-body";

/** Answers the customer's collections, system ones first. */
export const POST = apiRoute({ access: "customer", body: emptyBody }, async ({ user }) => listCollections(user.id));
