import "server-only";
import { asc, eq, isNull, sql } from "drizzle-orm";
import { t } from "@/i18n/server";
import { type AuditEntry, recordAudit } from "@/server/platform/audit";
import { allocateIds } from "@/server/platform/db/allocate-ids";
import { db, type Tx } from "@/server/platform/db/client";
import { navigationItems } from "@/server/platform/db/schema";
import { badRequest, conflict, notFound } from "@/server/platform/http/errors";
import { cacheTags } from "@/server/platform/runtime/cache";
import { fieldChanges, staffChange } from "@/server/platform/staff-change";
import { MAX_IMAGES, type NavigationCreateInput, type NavigationUpdateInput } from "@/shared/content/manage-navigation";
import { dropUnusedMedia, type ImagePreset, mediaKeyOf, storeImage } from "./media";

export type AdminNavItem = typeof navigationItems.$inferSelect;

/** The storefront shows two levels (the mega menu): top links and their children. */
const MAX_DEPTH = 1;

/** Every item in tree order: each parent followed by its children, siblings by `order`. */
export async function listAdminNavigation(): Promise<AdminNavItem[]> {
  const rows = await db().select().from(navigationItems).orderBy(asc(navigationItems.order), asc(navigationItems.id));
  const ordered: AdminNavItem[] = [];
  const visit = (parentId: number | null) => {
    for (const row of rows.filter((r) => r.parentId === parentId)) {
      ordered.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}

export async function getAdminNavigationItem(id: number): Promise<AdminNavItem | null> {
  const [row] = await db().select().from(navigationItems).where(eq(navigationItems.id, id));
  return row ?? null;
}

const siblingsOf = (parentId: number | null) =>
  parentId === null ? isNull(navigationItems.parentId) : eq(navigationItems.parentId, parentId);

async function lockItem(tx: Tx, id: number): Promise<AdminNavItem> {
  const [row] = await tx.select().from(navigationItems).where(eq(navigationItems.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

/** The storefront's menus, slides and popup are read again after a navigation change. */
const change = <T>(work: (tx: Tx) => Promise<T>) => staffChange([cacheTags.navigation], work);

/** Adds an item at the end of its siblings; `path` and `depth` place it in the tree. */
export function createNavigationItem(actorId: string, input: NavigationCreateInput): Promise<{ id: number }> {
  const { parentId, ...fields } = input;
  return change(async (tx) => {
    const parent = parentId === null ? null : await lockItem(tx, parentId);
    if (parent && parent.depth >= MAX_DEPTH) throw badRequest("validation_failed", t("admin:navigation.errors.tooDeep"));
    const [id] = (await allocateIds(tx, "navigation_items", 1)) as [number];
    const [last] = await tx
      .select({ order: sql<number>`coalesce(max(${navigationItems.order}), 0)::int` })
      .from(navigationItems)
      .where(siblingsOf(parentId));
    const row = {
      id,
      parentId,
      ...fields,
      path: `${parent?.path ?? ""}/${id}`,
      depth: parent ? parent.depth + 1 : 0,
      order: (last?.order ?? 0) + 1,
    };
    await tx.insert(navigationItems).values(row);
    await recordAudit({ actorId, action: "navigation.create", entity: "navigation_item", entityId: id, after: row }, tx);
    return { id };
  });
}

export function updateNavigationItem(actorId: string, input: NavigationUpdateInput): Promise<{ changed: boolean }> {
  const { itemId: id, ...next } = input;
  return change(async (tx) => {
    const current = await lockItem(tx, id);
    const changes = fieldChanges(current, next);
    if (!changes) return { changed: false };
    await tx.update(navigationItems).set(next).where(eq(navigationItems.id, id));
    await dropUnusedMedia(tx, current.images.filter((url) => !next.images.includes(url)).map(mediaKeyOf));
    await recordAudit({ actorId, action: "navigation.update", entity: "navigation_item", entityId: id, ...changes }, tx);
    return { changed: true };
  });
}

/**
 * Swaps an item with its previous or next sibling: the two trade their `order` values. Siblings that share an
 * order (which would stall a swap) are renumbered 1..n instead.
 */
export function moveNavigationItem(actorId: string, id: number, direction: "up" | "down"): Promise<{ changed: boolean }> {
  return change(async (tx) => {
    const current = await lockItem(tx, id);
    const siblings = await tx
      .select({ id: navigationItems.id, order: navigationItems.order })
      .from(navigationItems)
      .where(siblingsOf(current.parentId))
      .orderBy(asc(navigationItems.order), asc(navigationItems.id))
      .for("update");
    const from = siblings.findIndex((s) => s.id === id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= siblings.length) return { changed: false };
    const reordered = [...siblings];
    [reordered[from], reordered[to]] = [reordered[to]!, reordered[from]!];
    const slots = siblings.map((s) => s.order);
    const distinct = new Set(slots).size === slots.length;
    const entries: AuditEntry[] = [];
    for (const [i, s] of reordered.entries()) {
      const order = distinct ? slots[i]! : i + 1;
      if (s.order === order) continue;
      await tx.update(navigationItems).set({ order }).where(eq(navigationItems.id, s.id));
      entries.push({
        actorId,
        action: "navigation.move",
        entity: "navigation_item",
        entityId: s.id,
        before: { order: s.order },
        after: { order },
      });
    }
    await recordAudit(entries, tx);
    return { changed: true };
  });
}

/** Deletes an item without children (a parent's children would vanish from every menu with it). */
export function deleteNavigationItem(actorId: string, id: number): Promise<{ deleted: true }> {
  return change(async (tx) => {
    const current = await lockItem(tx, id);
    const [child] = await tx.select({ id: navigationItems.id }).from(navigationItems).where(eq(navigationItems.parentId, id)).limit(1);
    if (child) throw conflict("has_children", t("admin:navigation.errors.hasChildren"));
    await tx.delete(navigationItems).where(eq(navigationItems.id, id));
    await dropUnusedMedia(tx, current.images.map(mediaKeyOf));
    await recordAudit({ actorId, action: "navigation.delete", entity: "navigation_item", entityId: id, before: current }, tx);
    return { deleted: true };
  });
}

/** Popups and slides have their own frames; every other item's image is a mega-menu tile. */
const presetFor = (type: AdminNavItem["type"]): ImagePreset => (type === "popup" ? "popup" : type === "slide" ? "slide" : "menuTile");

/** Stores an uploaded image at the size its item is shown in and adds it to the item's images. */
export function addNavigationImage(actorId: string, id: number, bytes: Uint8Array): Promise<{ url: string }> {
  return change(async (tx) => {
    const current = await lockItem(tx, id);
    if (current.images.length >= MAX_IMAGES) throw badRequest("validation_failed", t("admin:navigation.errors.images"));
    const image = await storeImage(tx, bytes, presetFor(current.type), "navigation");
    const images = [...current.images, image.url];
    await tx.update(navigationItems).set({ images }).where(eq(navigationItems.id, id));
    await recordAudit(
      {
        actorId,
        action: "navigation.image",
        entity: "navigation_item",
        entityId: id,
        before: { images: current.images },
        after: { images },
      },
      tx,
    );
    return { url: image.url };
  });
}
