import "server-only";
import { desc, eq, gt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { isSearchable, normalizeSearchQuery } from "@/lib/search-query";
import { foldTurkish } from "@/lib/turkish";
import { db } from "@/server/platform/db/client";
import { popularSearches, storeSettings } from "@/server/platform/db/schema";
import { type Cache, cached, cacheTags } from "@/server/platform/runtime/cache";
import { hasMatches } from "./catalog-search";

/** Both lists come from the storefront settings and are shown with an empty query. */
export type PopularSearch = { id: number; title: string };
export type PopularCategory = { id: number | string; title: string; href: string };
export type PopularLists = { searches: PopularSearch[]; categories: PopularCategory[] };

export const POPULAR_SEARCH_LIMIT = 8;
/** A counted title longer than this is not a search anyone would click again. */
const POPULAR_TITLE_MAX = 60;

export const POPULAR_CATEGORIES_KEY = "popularCategories";
const popularCategorySchema = z.object({ id: z.union([z.number(), z.string()]), title: z.string().min(1), href: z.string().min(1) });

/** Pinned searches first (by their pin order), then the most counted. */
export async function listPopularSearches(limit = POPULAR_SEARCH_LIMIT): Promise<PopularSearch[]> {
  return db()
    .select({ id: popularSearches.id, title: popularSearches.title })
    .from(popularSearches)
    .where(or(gt(popularSearches.pinned, 0), gt(popularSearches.count, 0)))
    .orderBy(desc(sql`${popularSearches.pinned} > 0`), popularSearches.pinned, desc(popularSearches.count), popularSearches.id)
    .limit(limit);
}

/** The categories staff chose in the back office; entries that are not {id, title, href} are skipped. */
export async function listPopularCategories(): Promise<PopularCategory[]> {
  const [row] = await db().select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, POPULAR_CATEGORIES_KEY));
  if (!Array.isArray(row?.value)) return [];
  return row.value.flatMap((entry) => {
    const parsed = popularCategorySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * How long the cached lists may lag behind the search counts. Counting does not invalidate the `settings` tag
 * (every click on a result would flush it for the whole store); counts reach the order when the entry expires.
 * Staff edits invalidate the tag and show at once.
 */
export const POPULAR_LISTS_TTL_MS = 60_000;

async function loadPopularLists(): Promise<PopularLists> {
  const [searches, categories] = await Promise.all([listPopularSearches(), listPopularCategories()]);
  return { searches, categories };
}

/** The lists every header and the 404 page show, from the process cache (`read` lets a test pass its own cache). */
export function popularLists(read: Cache["cached"] = cached): Promise<PopularLists> {
  return read(cacheTags.settings, "popularLists", loadPopularLists, { ttlMs: POPULAR_LISTS_TTL_MS });
}

/**
 * Counts a query someone acted on. Only queries of 2+ characters that find something are counted,
 * so nobody can put made-up words in everyone's dropdown; the first spelling seen becomes the title. The dropdown
 * shows the new count within POPULAR_LISTS_TTL_MS.
 */
export async function countPopularSearch(text: string): Promise<boolean> {
  const title = normalizeSearchQuery(text).replace(/\s+/g, " ");
  // One row per folded spelling ("Işık", "ışık", "isik"), the key the seed and the back office use too.
  const folded = foldTurkish(title);
  if (!isSearchable(title) || title.length > POPULAR_TITLE_MAX || !(await hasMatches(title))) return false;
  await db()
    .insert(popularSearches)
    .values({ title, folded, count: 1 })
    .onConflictDoUpdate({ target: popularSearches.folded, set: { count: sql`${popularSearches.count} + 1` } });
  return true;
}
