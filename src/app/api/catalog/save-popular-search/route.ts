import { apiRoute } from "@/server/compose/api-route";
import { limitPopularSearchRate } from "@/server/platform/runtime/search-rate-limit";
import { countPopularSearch } from "@/server/search/popular";
import { searchQueryBody } from "@/shared/catalog/search";

/** Counts a query someone chose a result for; the answer is not read by the client. */
export const POST = apiRoute({ body: searchQueryBody, maxBytes: 4096 }, async ({ body, headers }) => {
  await limitPopularSearchRate(headers);
  return { counted: await countPopularSearch(body.searchQuery) };
});
