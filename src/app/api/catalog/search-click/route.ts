import { apiRoute } from "@/server/compose/api-route";
import { limitSearchRate } from "@/server/platform/runtime/search-rate-limit";
import { searchCounter } from "@/server/search/search-stats";
import { searchQueryBody } from "@/shared/catalog/search";

/** Counts that someone opened a result of a query (docs/API.md); only the folded query is kept. */
export const POST = apiRoute({ body: searchQueryBody, maxBytes: 4096 }, async ({ body, headers }) => {
  limitSearchRate(headers);
  searchCounter().click(body.searchQuery);
  return { ok: true };
});
