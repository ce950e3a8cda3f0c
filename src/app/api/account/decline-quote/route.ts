import { apiRoute } from "@/server/compose/api-route";
import { declineQuote } from "@/server/quotes/respond";
import { quoteNumberBody } from "@/shared/quotes";

/** {number} -> {number, status: "declined"} */
export const POST = apiRoute({ access: "customer", body: quoteNumberBody }, ({ user, body }) => declineQuote(user, body.number));
