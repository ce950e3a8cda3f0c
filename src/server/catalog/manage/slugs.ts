import "server-only";
import { eq } from "drizzle-orm";
import { t } from "@/i18n/server";
import type { Tx } from "@/server/platform/db/client";
import { urlSlugs } from "@/server/platform/db/schema";
import { conflict } from "@/server/platform/http/errors";

/**
 * Gives a brand or category the storefront address /{slug} (url_slugs holds every catalogue slug, so products,
 * brands and categories never share one) and frees its previous one. 409 when another page has it.
 */
export async function claimSlug(tx: Tx, kind: "brand" | "category", entityId: number, slug: string, previous?: string) {
  if (slug === previous) return;
  const claimed = await tx.insert(urlSlugs).values({ slug, kind, entityId }).onConflictDoNothing().returning({ slug: urlSlugs.slug });
  if (claimed.length === 0) throw conflict("slug_taken", t("admin:fields.errors.slugTaken", { slug }));
  if (previous) await tx.delete(urlSlugs).where(eq(urlSlugs.slug, previous));
}
