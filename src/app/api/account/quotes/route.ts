import { apiRoute } from "@/server/compose/api-route";
import { listQuotes } from "@/server/quotes/read";

/** {} -> the customer's quotes, newest first. */
export const POST = apiRoute({ access: "customer" }, ({ user }) => listQuotes({ userId: user.id }));
