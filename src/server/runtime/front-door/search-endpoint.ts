import { apiRoute } from "@/server/compose/api-route";
import { observeSearch } from "@/server/platform/metrics";
import { limitSearchRate } from "@/server/platform/runtime/search-rate-limit";
import { instantSearch } from "@/server/search";
import { searchQueryBody } from "@/shared/catalog/search";

/**
 * The instant search (docs/API.md); answers exactly a list of {id, type, slug, name, brandName, image}. Served by the
 * front door (./index.ts) before Next.js, and by src/app/api/catalog/search/route.ts when the app runs without it.
 */
export const searchEndpoint = apiRoute({ body: searchQueryBody, maxBytes: 4096 }, async ({ body, headers }) => {
  limitSearchRate(headers);
  const started = performance.now();
  const found = await instantSearch(body.searchQuery);
  observeSearch((performance.now() - started) / 1000);
  return found;
});
