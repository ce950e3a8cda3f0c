import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "@/server/platform/db/client";
import { products, productVariants } from "@/server/platform/db/schema";
import type { QuickOrderLine } from "@/shared/cart/bulk-add";
import { addLines, type BulkLine } from "./bulk-add";
import { variantLabel } from "./cart";
import type { CartOwner } from "./identity";

type Known = { productId: number; variantId: number | null; name: string; variantLabel: string | null };

const key = (code: string) => code.toLocaleUpperCase("en");

/**
 * Product and variant codes of published products, matched without regard to case. A code of a product that is not
 * published is as unknown as one that never existed (nothing about the back office leaks).
 */
async function knownCodes(codes: string[]): Promise<Map<string, Known & { variantCode: boolean }>> {
  const wanted = [...new Set(codes.map(key))];
  const [byProduct, byVariant] = await Promise.all([
    db()
      .select({ code: products.code, productId: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.isActive, true), inArray(sql`upper(${products.code})`, wanted))),
    db()
      .select({
        code: productVariants.code,
        productId: products.id,
        variantId: productVariants.id,
        name: products.name,
        attributes: productVariants.attributes,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.isActive, true), inArray(sql`upper(${productVariants.code})`, wanted))),
  ]);
  const found = new Map<string, Known & { variantCode: boolean }>();
  for (const p of byProduct) found.set(key(p.code), { ...p, variantId: null, variantLabel: null, variantCode: false });
  for (const v of byVariant)
    found.set(key(v.code), { ...v, variantLabel: v.attributes ? variantLabel(v.attributes) : null, variantCode: true });
  return found;
}

/** POST /api/cart/quick-order: each code with its quantity into the cart, as much as the stock allows, reported line by line. */
export async function quickOrder(owner: CartOwner, lines: QuickOrderLine[]) {
  const known = await knownCodes(lines.map((line) => line.code));
  const bulk: BulkLine[] = lines.map(({ code, quantity }) => {
    const hit = known.get(key(code));
    const report = { code, requested: quantity, name: hit?.name ?? null, variantLabel: hit?.variantLabel ?? null };
    if (!hit) return { item: null, report };
    return {
      item: { productId: hit.productId, variantId: hit.variantId, quantity },
      report: hit.variantCode ? { ...report, variantCode: true } : report,
    };
  });
  return addLines(owner, bulk);
}
