import { apiRoute } from "@/server/compose/api-route";
import { sendQuote } from "@/server/quotes/send";
import { quoteSendBody } from "@/shared/quotes";

/** {quoteId, lines: [{id, unitPrice}], validUntil (YYYY-MM-DD), note} -> {id, status: "sent"}; the customer is mailed. */
export const POST = apiRoute({ access: "staff", body: quoteSendBody }, ({ user, body }) => sendQuote(user.id, body));
