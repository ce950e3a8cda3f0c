import { z } from "zod";
import { apiRoute } from "@/server/http/handler";
import { listCollections } from "@/server/social/collections";

/** Answers the customer's collections, system ones first. */
export const POST = apiRoute({ access: "customer", body: z.object({}) }, async ({ user }) => listCollections(user.id));
