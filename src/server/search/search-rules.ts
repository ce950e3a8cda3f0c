import "server-only";
import type { Db } from "@/server/platform/db/client";
import { searchPins, searchSynonyms } from "@/server/platform/db/schema";
import { compileSearchRules, type SearchRules } from "./synonyms";

/** Staff's synonyms and pins as the engine applies them. */
export async function loadSearchRules(database: Db): Promise<SearchRules> {
  const [synonyms, pins] = await Promise.all([
    database.select().from(searchSynonyms).orderBy(searchSynonyms.id),
    database.select().from(searchPins).orderBy(searchPins.id),
  ]);
  return compileSearchRules(synonyms, pins);
}
