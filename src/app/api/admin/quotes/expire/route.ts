import { apiRoute } from "@/server/compose/api-route";
import { expireQuote } from "@/server/quotes/send";
import { quoteIdBody } from "@/shared/quotes";

/** {quoteId} -> {id, status: "expired"}: staff withdraw a sent or accepted offer before its validity date. */
export const POST = apiRoute({ access: "staff", body: quoteIdBody }, ({ user, body }) => expireQuote(user.id, body.quoteId));
