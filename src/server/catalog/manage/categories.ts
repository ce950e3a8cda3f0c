import "server-only";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { categories, navigationItems, products } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";
import { cacheTags } from "@/server/platform/runtime/cache";
import { fieldChanges, staffChange } from "@/server/platform/staff-change";
import type { CategoryInput, categoryInstallmentsBody } from "@/shared/catalog/manage";
import { claimSlug } from "./slugs";

export type AdminCategory = {
  id: number;
  maxInstallments: number;
  parentId: number | null;
  name: string;
  slug: string;
  description: string;
  depth: number;
  productCount: number;
};

const columns = {
  id: categories.id,
  maxInstallments: categories.maxInstallments,
  parentId: categories.parentId,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  depth: categories.depth,
};

/** Every category in tree order (each parent followed by its children, by their order), with its own product count. */
export async function listAdminCategories(): Promise<AdminCategory[]> {
  const [rows, counts] = await Promise.all([
    db().select(columns).from(categories).orderBy(asc(categories.order), asc(categories.id)),
    db().select({ categoryId: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
  ]);
  const countOf = new Map(counts.map((c) => [c.categoryId, c.n]));
  const ordered: AdminCategory[] = [];
  const visit = (parentId: number | null) => {
    for (const row of rows.filter((r) => r.parentId === parentId)) {
      ordered.push({ ...row, productCount: countOf.get(row.id) ?? 0 });
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}

export async function getAdminCategory(id: number) {
  const [row] = await db().select(columns).from(categories).where(eq(categories.id, id));
  return row ?? null;
}

/**
 * Renames a category or moves its address. The menu entries that lead to it follow: their link and slug always,
 * their name when it was the category's old name (a menu label staff chose themselves is kept).
 */
export function updateCategory(actorId: string, input: CategoryInput): Promise<{ changed: boolean }> {
  const { categoryId: id, ...next } = input;
  // The catalogue tag also makes the search index rebuild (it lists categories by name).
  return staffChange([cacheTags.catalog, cacheTags.navigation], async (tx) => {
    const [current] = await tx.select(columns).from(categories).where(eq(categories.id, id)).for("update");
    if (!current) throw notFound();
    const changes = fieldChanges(current, next);
    if (!changes) return { changed: false };
    await claimSlug(tx, "category", id, next.slug, current.slug);
    await tx.update(categories).set(next).where(eq(categories.id, id));
    await tx
      .update(navigationItems)
      .set({ slug: next.slug, href: `/${next.slug}` })
      .where(eq(navigationItems.categoryId, id));
    await tx
      .update(navigationItems)
      .set({ name: next.name })
      .where(and(eq(navigationItems.categoryId, id), eq(navigationItems.name, current.name)));
    await recordAudit({ actorId, action: "category.update", entity: "category", entityId: id, ...changes }, tx);
    return { changed: true };
  });
}

/** Sets a category's installment cap for card payments (the product page's table and the payment form follow it). */
export function setCategoryInstallments(actorId: string, { categoryId, maxInstallments }: z.infer<typeof categoryInstallmentsBody>) {
  return staffChange([], async (tx) => {
    const [current] = await tx.select(columns).from(categories).where(eq(categories.id, categoryId)).for("update");
    if (!current) throw notFound();
    if (current.maxInstallments === maxInstallments) return { changed: false };
    await tx.update(categories).set({ maxInstallments }).where(eq(categories.id, categoryId));
    await recordAudit(
      {
        actorId,
        action: "category.installments",
        entity: "category",
        entityId: categoryId,
        before: { maxInstallments: current.maxInstallments },
        after: { maxInstallments },
      },
      tx,
    );
    return { changed: true };
  });
}

/** The catalogue's sections (top-level categories) a payment method can be closed for. */
export const catalogSections = () =>
  db()
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.order), asc(categories.id));
