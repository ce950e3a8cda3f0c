import { apiRoute } from "@/server/compose/api-route";
import { acceptQuote } from "@/server/quotes/respond";
import { quoteNumberBody } from "@/shared/quotes";

/** {number} -> the cart, now holding the quote's lines at the quoted prices; expired: 409 quote_expired. */
export const POST = apiRoute(
  { access: "customer", body: quoteNumberBody },
  async ({ user, body }) => (await acceptQuote(user, body.number)).cart,
);
