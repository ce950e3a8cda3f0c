import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { t } from "@/i18n/server";
import { normalizeSearchQuery } from "@/lib/search-query";
import { foldTurkish } from "@/lib/turkish";
import { saveSetting } from "@/server/content";
import { recordAudit } from "@/server/platform/audit";
import { auditedInsert, auditedPatch } from "@/server/platform/audited";
import { db } from "@/server/platform/db/client";
import { popularSearches } from "@/server/platform/db/schema";
import { conflict, notFound } from "@/server/platform/http/errors";
import { cacheTags } from "@/server/platform/runtime/cache";
import { staffChange } from "@/server/platform/staff-change";
import { ADMIN_PAGE_SIZE, pageOffset } from "@/shared/paging";
import type { PopularSearchInput } from "@/shared/search/popular";
import { listPopularCategories, POPULAR_CATEGORIES_KEY, type PopularCategory } from "../popular";

type Actor = { id: string };

/** The search dropdown's lists are read through the `settings` cache tag. */
export async function listAdminPopularSearches(pageNumber = 1) {
  const [items, [count]] = await Promise.all([
    db()
      .select()
      .from(popularSearches)
      .orderBy(desc(sql`${popularSearches.pinned} > 0`), popularSearches.pinned, desc(popularSearches.count), popularSearches.id)
      .limit(ADMIN_PAGE_SIZE)
      .offset(pageOffset(pageNumber)),
    db().select({ n: sql<number>`count(*)::int` }).from(popularSearches),
  ]);
  return { items, total: count?.n ?? 0 };
}

/** Adds a search staff want in the dropdown, or edits one; one row per Turkish-folded spelling, as counting keeps it. */
export async function savePopularSearch(actor: Actor, input: PopularSearchInput) {
  const title = normalizeSearchQuery(input.title).replace(/\s+/g, " ");
  const folded = foldTurkish(title);
  const [clash] = await db().select({ id: popularSearches.id }).from(popularSearches).where(eq(popularSearches.folded, folded));
  if (clash && clash.id !== input.searchId) throw conflict("popular_search_exists", t("admin-settings:search.exists"));
  const values = { title, folded, pinned: input.pinned };
  const audit = { actorId: actor.id, entity: "popular_search" };
  return input.searchId
    ? auditedPatch(popularSearches, input.searchId, { ...audit, action: "popular_search.update" }, () => values, [cacheTags.settings])
    : auditedInsert(popularSearches, values, { ...audit, action: "popular_search.create" }, [cacheTags.settings]);
}

export function deletePopularSearch(actor: Actor, searchId: number) {
  return staffChange([cacheTags.settings], async (tx) => {
    const [removed] = await tx.delete(popularSearches).where(eq(popularSearches.id, searchId)).returning();
    if (!removed) throw notFound();
    await recordAudit(
      { actorId: actor.id, action: "popular_search.delete", entity: "popular_search", entityId: searchId, before: removed },
      tx,
    );
  });
}

/** The dropdown's categories in the order given; an entry keeps its id when its link stays the same. */
export async function savePopularCategories(actor: Actor, categories: { title: string; href: string }[]): Promise<PopularCategory[]> {
  const before = await listPopularCategories();
  const idOf = new Map(before.map((c) => [c.href, c.id]));
  const next = categories.map((c) => ({ id: idOf.get(c.href) ?? c.href, ...c }));
  await saveSetting(actor, POPULAR_CATEGORIES_KEY, next, before);
  return next;
}
