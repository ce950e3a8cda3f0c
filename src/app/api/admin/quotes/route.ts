import { apiRoute } from "@/server/compose/api-route";
import { listQuotes } from "@/server/quotes/read";
import { quoteListBody } from "@/shared/quotes";

/** {status?} -> every customer's quotes, newest first. */
export const POST = apiRoute({ access: "staff", body: quoteListBody }, ({ body }) => listQuotes({ status: body.status }));
