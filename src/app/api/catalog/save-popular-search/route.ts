import { z } from "zod";
import { SEARCH_MAX_LENGTH } from "@/lib/search-query";
import { apiRoute } from "@/server/http/handler";
import { limitPopularSearchRate } from "@/server/runtime/search-rate-limit";
import { countPopularSearch } from "@/server/search/popular";

const body = z.object({ searchQuery: z.string().max(SEARCH_MAX_LENGTH) });

/** Counts a query someone chose a result for; the answer is not read by the client. */
export const POST = apiRoute({ body, maxBytes: 4096 }, async ({ body, headers }) => {
  await limitPopularSearchRate(headers);
  return { counted: await countPopularSearch(body.searchQuery) };
});
