import { apiRoute } from "@/server/http/handler";
import { listQuotes } from "@/server/quotes/read";

/** {} -> the customer's quotes, newest first. */
export const POST = apiRoute({ access: "customer" }, ({ user }) => listQuotes({ userId: user.id }));
