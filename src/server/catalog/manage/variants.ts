import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { t } from "@/i18n/server";
import type { Tx } from "@/server/platform/db/client";
import { products, productVariants } from "@/server/platform/db/schema";
import { badRequest, notFound } from "@/server/platform/http/errors";

/** Checks that every variant named belongs to the product (404 for an unknown product). */
export async function assertVariantsOf(tx: Tx, productId: number, variantIds: (number | null)[]) {
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound();
  const named = [...new Set(variantIds.filter((v): v is number => v !== null))];
  if (named.length === 0) return;
  const found = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, named)));
  if (found.length !== named.length) throw badRequest("validation_failed", t("admin:groups.errors.variant"));
}
