import "server-only";
import { asc, count, eq } from "drizzle-orm";
import { mediaUrl } from "@/lib/media-url";
import { dropUnusedMedia, storeImage } from "@/server/content";
import { recordAudit } from "@/server/platform/audit";
import { allocateIds } from "@/server/platform/db/allocate-ids";
import { db, type Tx } from "@/server/platform/db/client";
import { brands, products } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";
import { cacheTags } from "@/server/platform/runtime/cache";
import { fieldChanges, staffChange } from "@/server/platform/staff-change";
import type { BrandFields, BrandInput } from "@/shared/catalog/manage";
import { claimSlug } from "./slugs";

export type AdminBrand = { id: number; name: string; slug: string; description: string; logo: string | null; productCount: number };

const columns = { id: brands.id, name: brands.name, slug: brands.slug, description: brands.description, logoKey: brands.logoKey };
type BrandRow = { id: number; name: string; slug: string; description: string; logoKey: string | null };
const toBrand = ({ logoKey, ...b }: BrandRow, productCount: number): AdminBrand => ({
  ...b,
  logo: logoKey ? mediaUrl(logoKey) : null,
  productCount,
});

export async function listAdminBrands(): Promise<AdminBrand[]> {
  const [rows, counts] = await Promise.all([
    db().select(columns).from(brands).orderBy(asc(brands.name)),
    db().select({ brandId: products.brandId, n: count() }).from(products).groupBy(products.brandId),
  ]);
  const countOf = new Map(counts.map((c) => [c.brandId, c.n]));
  return rows.map((b) => toBrand(b, countOf.get(b.id) ?? 0));
}

export async function getAdminBrand(id: number): Promise<AdminBrand | null> {
  const [row] = await db().select(columns).from(brands).where(eq(brands.id, id));
  if (!row) return null;
  const [c] = await db().select({ n: count() }).from(products).where(eq(products.brandId, id));
  return toBrand(row, c?.n ?? 0);
}

/** Brands reach the storefront (/{slug}, product pages) and search through the catalogue tag. */
const change = <T>(work: (tx: Tx) => Promise<T>) => staffChange([cacheTags.catalog], work);

export function createBrand(actorId: string, input: BrandFields): Promise<{ id: number }> {
  return change(async (tx) => {
    // The id first, so the address is claimed (or refused with 409) before the brand row exists.
    const [id] = (await allocateIds(tx, "brands", 1)) as [number];
    await claimSlug(tx, "brand", id, input.slug);
    await tx.insert(brands).values({ id, ...input });
    await recordAudit({ actorId, action: "brand.create", entity: "brand", entityId: id, after: input }, tx);
    return { id };
  });
}

export function updateBrand(actorId: string, input: BrandInput): Promise<{ changed: boolean }> {
  const { brandId: id, ...next } = input;
  return change(async (tx) => {
    const [current] = await tx.select(columns).from(brands).where(eq(brands.id, id)).for("update");
    if (!current) throw notFound();
    const changes = fieldChanges(current, next);
    if (!changes) return { changed: false };
    await claimSlug(tx, "brand", id, next.slug, current.slug);
    await tx.update(brands).set(next).where(eq(brands.id, id));
    await recordAudit({ actorId, action: "brand.update", entity: "brand", entityId: id, ...changes }, tx);
    return { changed: true };
  });
}

/** Replaces the brand's logo with an uploaded image, stored at the storefront's logo size. */
export function setBrandLogo(actorId: string, id: number, bytes: Uint8Array): Promise<{ logo: string }> {
  return change(async (tx) => {
    const [current] = await tx.select(columns).from(brands).where(eq(brands.id, id)).for("update");
    if (!current) throw notFound();
    const image = await storeImage(tx, bytes, "brandLogo", "brands");
    await tx.update(brands).set({ logoKey: image.key }).where(eq(brands.id, id));
    await dropUnusedMedia(tx, [current.logoKey]);
    await recordAudit(
      { actorId, action: "brand.logo", entity: "brand", entityId: id, before: { logoKey: current.logoKey }, after: { logoKey: image.key } },
      tx,
    );
    return { logo: image.url };
  });
}
