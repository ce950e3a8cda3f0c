import "server-only";
import { db } from "@/server/platform/db/client";
import { navigationItems } from "@/server/platform/db/schema";
import { cached, cacheTags, invalidate } from "@/server/platform/runtime/cache";
import { buildNavigationTree, findPopup, type NavNode, type NavRecord } from "@/shared/content/navigation";

/**
 * The navigation is read on every page by the shell and changes only when staff edit it, so it is held in the
 * catalogue cache under its own tag: a staff edit calls `invalidateNavigation()`, and every instance reads the
 * new tree on its next request (src/server/platform/runtime/cache.ts).
 */
export function navigationRecords(): Promise<NavRecord[]> {
  return cached(cacheTags.navigation, "records", async () =>
    db()
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
      .from(navigationItems),
  );
}

export const invalidateNavigation = () => invalidate(cacheTags.navigation);

export type Navigation = { tree: NavNode[]; popup: NavRecord | null };

export async function navigation(): Promise<Navigation> {
  const records = await navigationRecords();
  return { tree: buildNavigationTree(records), popup: findPopup(records) };
}
