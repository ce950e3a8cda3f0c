import { apiRoute } from "@/server/compose/api-route";
import { quoteError } from "@/server/quotes/errors";
import { customerQuote } from "@/server/quotes/read";
import { quoteNumberBody } from "@/shared/quotes";

/** {number} -> the quote with its lines and history; another customer's number: 404. */
export const POST = apiRoute({ access: "customer", body: quoteNumberBody }, async ({ user, body }) => {
  const quote = await customerQuote(user.id, body.number);
  if (!quote) throw quoteError(404, "quote_not_found");
  return quote;
});
