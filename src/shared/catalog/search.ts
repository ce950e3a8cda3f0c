import { z } from "zod";
import { SEARCH_MAX_LENGTH } from "@/lib/search-query";

/**
 * The body of POST /api/catalog/search (the instant search) and of POST /api/catalog/save-popular-search (counting
 * a query someone chose a result for).
 */
export const searchQueryBody = z.object({ searchQuery: z.string().max(SEARCH_MAX_LENGTH) });
