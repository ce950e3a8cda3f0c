import { notFound } from "@/server/http/errors";
import { apiRoute } from "@/server/http/handler";
import { staffQuote } from "@/server/quotes/read";
import { quoteIdBody } from "@/shared/quotes";

export const POST = apiRoute({ access: "staff", body: quoteIdBody }, async ({ body }) => {
  const quote = await staffQuote(body.quoteId);
  if (!quote) throw notFound();
  return quote;
});
