import "server-only";
import { eq } from "drizzle-orm";
import { isReservedSlug } from "@/lib/reserved-slugs";
import { decodeVariantSlug } from "@/lib/variant-slug";
import { db } from "@/server/platform/db/client";
import { urlSlugs } from "@/server/platform/db/schema";
import { cached, cacheTags } from "@/server/platform/runtime/cache";
import { type BrandInfo, type CatalogSnapshot, type CategoryNode, catalogSnapshot } from "./snapshot";

type SlugRow = { kind: "product" | "brand" | "category"; entityId: number };

const MAX_SLUG_LENGTH = 400;

/** One primary-key lookup in `url_slugs`, cached; misses are cached too (bounded), so probing unknown URLs stays cheap. */
function findSlug(slug: string): Promise<SlugRow | null> {
  return cached(cacheTags.catalog, `slug:${slug}`, async () => {
    const [row] = await db()
      .select({ kind: urlSlugs.kind, entityId: urlSlugs.entityId })
      .from(urlSlugs)
      .where(eq(urlSlugs.slug, slug))
      .limit(1);
    return row ?? null;
  });
}

export type CatalogPage =
  | { type: "category"; category: CategoryNode; snapshot: CatalogSnapshot }
  | { type: "brand"; brand: BrandInfo; snapshot: CatalogSnapshot }
  | {
      type: "product";
      productId: number;
      baseSlug: string;
      /** Attributes chosen in the URL's variant suffix (empty for the base URL). */
      attributes: Record<string, string>;
      /** The URL had a variant suffix that does not decode. */
      malformed: boolean;
    };

/** What `/{slug}` shows: a section or category, a brand, a product (with a variant suffix), or nothing. */
export async function resolveCatalogSlug(rawSlug: string): Promise<CatalogPage | null> {
  if (rawSlug.length > MAX_SLUG_LENGTH) return null;
  const { baseSlug, attributes, malformed } = decodeVariantSlug(rawSlug);
  if (isReservedSlug(baseSlug)) return null;
  const row = await findSlug(baseSlug);
  if (!row) return null;
  if (row.kind === "product") return { type: "product", productId: row.entityId, baseSlug, attributes, malformed };
  // A variant suffix only belongs on products.
  if (malformed || Object.keys(attributes).length > 0) return null;
  const snapshot = await catalogSnapshot();
  if (row.kind === "brand") {
    const brand = snapshot.brands.get(row.entityId);
    return brand ? { type: "brand", brand, snapshot } : null;
  }
  const category = snapshot.categories.get(row.entityId);
  return category ? { type: "category", category, snapshot } : null;
}
