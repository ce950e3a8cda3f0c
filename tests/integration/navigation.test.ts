import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invalidateNavigation, navigation, navigationRecords } from "@/server/content/navigation";
import { db } from "@/server/platform/db/client";
import { navigationItems } from "@/server/platform/db/schema";
import { MAX_MAIN_MENU_LINKS, megaMenuLinks, visibleChildren } from "@/shared/content/navigation";

describe("navigation service", () => {
  it("builds the seeded tree: roots by order, children under their parents", async () => {
    const { tree } = await navigation();
    const rows = await db().select().from(navigationItems);
    const roots = rows.filter((r) => r.depth === 0).sort((a, b) => a.order - b.order || a.id - b.id);
    expect(tree.map((n) => n.id)).toEqual(roots.map((r) => r.id));
    for (const node of tree) {
      const childIds = rows.filter((r) => r.parentId === node.id).map((r) => r.id);
      expect(node.children.map((c) => c.id).sort()).toEqual(childIds.sort());
    }
  });

  it("gives the mega menu the first five main-menu roots, without hidden child types", async () => {
    const { tree } = await navigation();
    const links = megaMenuLinks(tree);
    expect(links).toHaveLength(MAX_MAIN_MENU_LINKS);
    expect(links.every((n) => n.showInMainMenu)).toBe(true);
    expect(links.map((n) => n.order)).toEqual([...links.map((n) => n.order)].sort((a, b) => a - b));
    for (const node of links) expect(visibleChildren(node).some((c) => ["story", "collection", "slide"].includes(c.type))).toBe(false);
  });

  it("finds the seeded popup with its image", async () => {
    const { popup } = await navigation();
    expect(popup?.type).toBe("popup");
    expect(popup?.images.length).toBeGreaterThan(0);
  });

  it("serves reads from the cache until the navigation tag is invalidated", async () => {
    const before = await navigationRecords();
    const [first] = await db().select().from(navigationItems).where(eq(navigationItems.depth, 0)).limit(1);
    await db().update(navigationItems).set({ name: "Yeni Ad" }).where(eq(navigationItems.id, first!.id));
    expect((await navigationRecords()).find((r) => r.id === first!.id)?.name).toBe(before.find((r) => r.id === first!.id)?.name);
    await invalidateNavigation();
    expect((await navigationRecords()).find((r) => r.id === first!.id)?.name).toBe("Yeni Ad");
  });
});
