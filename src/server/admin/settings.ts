import "server-only";
import { asc, desc, eq, isNull, sql } from "drizzle-orm";
import { t } from "@/i18n/server";
import { normalizeSearchQuery } from "@/lib/search-query";
import { foldTurkish } from "@/lib/turkish";
import { loadSeller, SELLER_KEY } from "@/server/content/seller";
import { loadStoreSettings, STORE_SETTINGS_KEY } from "@/server/content/store-settings";
import { recordAudit } from "@/server/platform/audit";
import { db, type Tx } from "@/server/platform/db/client";
import { categories, popularSearches, storeSettings } from "@/server/platform/db/schema";
import { conflict, notFound } from "@/server/platform/http/errors";
import { cacheTags } from "@/server/platform/runtime/cache";
import { listPopularCategories, POPULAR_CATEGORIES_KEY, type PopularCategory } from "@/server/search/popular";
import { ADMIN_PAGE_SIZE, pageOffset } from "@/shared/admin/paging";
import type { PopularSearchInput } from "@/shared/admin/settings";
import type { Seller } from "@/shared/content/seller";
import type { StoreSettings } from "@/shared/content/store-settings";
import { auditedInsert, auditedPatch } from "./audited";
import { staffChange } from "./change";

type Actor = { id: string };

/** The search dropdown's lists and the store settings are read through the `settings` cache tag. */
const settingsChange = <T>(work: (tx: Tx) => Promise<T>) => staffChange([cacheTags.settings], work);

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
  return settingsChange(async (tx) => {
    const [removed] = await tx.delete(popularSearches).where(eq(popularSearches.id, searchId)).returning();
    if (!removed) throw notFound();
    await recordAudit(
      { actorId: actor.id, action: "popular_search.delete", entity: "popular_search", entityId: searchId, before: removed },
      tx,
    );
  });
}

/** One settings row by key, replaced whole, with its audit record; then the storefront reloads the settings. */
function saveSetting(actor: Actor, key: string, value: unknown, before: unknown) {
  return settingsChange(async (tx) => {
    await tx
      .insert(storeSettings)
      .values({ key, value, updatedAt: new Date() })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: new Date() } });
    await recordAudit({ actorId: actor.id, action: "setting.update", entity: "store_setting", entityId: key, before, after: value }, tx);
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

export async function saveStoreSettings(actor: Actor, settings: StoreSettings): Promise<StoreSettings> {
  await saveSetting(actor, STORE_SETTINGS_KEY, settings, await loadStoreSettings());
  return settings;
}

export async function saveSeller(actor: Actor, seller: Seller): Promise<Seller> {
  await saveSetting(actor, SELLER_KEY, seller, await loadSeller());
  return seller;
}

/** The catalogue's sections (top-level categories) a payment method can be closed for. */
export const catalogSections = () =>
  db()
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.order), asc(categories.id));
