import "server-only";
import { buildNavigationTree, findPopup, type NavNode, type NavRecord } from "@/modules/layout/lib/navigation";
import { db } from "@/server/db/client";
import { navigationItems } from "@/server/db/schema";

/**
 * The navigation is read on every page by the shell, and changes only when staff edit it, so it is held in
 * process for a short time. Staff edits call `invalidateNavigation()`; other instances catch up within the TTL.
 */
export const NAVIGATION_TTL_MS = 60_000;

type Entry = { at: number; records: Promise<NavRecord[]> };
const holder = globalThis as unknown as { __lumoraNavigation?: Entry };

// Async on purpose: Drizzle's query builder is a lazy thenable that runs again on every await; the cache must
// hold a real promise of one result.
async function readRecords(): Promise<NavRecord[]> {
  return await db()
    .select({
      id: navigationItems.id,
      name: navigationItems.name,
      slug: navigationItems.slug,
      href: navigationItems.href,
      path: navigationItems.path,
      order: navigationItems.order,
      showInMainMenu: navigationItems.showInMainMenu,
      type: navigationItems.type,
      images: navigationItems.images,
      link: navigationItems.link,
    })
    .from(navigationItems);
}

/** Every navigation item; concurrent callers share one read, and a failed read is not cached. */
export function navigationRecords(now = Date.now()): Promise<NavRecord[]> {
  const cached = holder.__lumoraNavigation;
  if (cached && now - cached.at < NAVIGATION_TTL_MS) return cached.records;
  const records = readRecords();
  const entry: Entry = { at: now, records };
  holder.__lumoraNavigation = entry;
  records.catch(() => {
    if (holder.__lumoraNavigation === entry) holder.__lumoraNavigation = undefined;
  });
  return records;
}

export function invalidateNavigation() {
  holder.__lumoraNavigation = undefined;
}

export type Navigation = { tree: NavNode[]; popup: NavRecord | null };

export async function navigation(): Promise<Navigation> {
  const records = await navigationRecords();
  return { tree: buildNavigationTree(records), popup: findPopup(records) };
}
