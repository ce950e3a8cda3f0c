import { apiRoute } from "@/server/compose/api-route";
import { notFound } from "@/server/platform/http/errors";
import { staffQuote } from "@/server/quotes/read";
import { quoteIdBody } from "@/shared/quotes";

export const POST = apiRoute({ access: "staff", body: quoteIdBody }, async ({ body }) => {
  const quote = await staffQuote(body.quoteId);
  if (!quote) throw notFound();
  return quote;
});
