import "server-only";
import { asc, eq } from "drizzle-orm";
import { recordAudit } from "@/server/platform/audit";
import { type Db, db, type Tx } from "@/server/platform/db/client";
import { customerGroupPrices, customerGroups, productVariants, volumePrices } from "@/server/platform/db/schema";
import { cacheTags } from "@/server/platform/runtime/cache";
import { staffChange } from "@/server/platform/staff-change";
import type { VolumePricesInput } from "@/shared/account/customer-groups";
import { assertVariantsOf } from "./variants";

const breakColumns = { variantId: volumePrices.variantId, minQuantity: volumePrices.minQuantity, price: volumePrices.price };

/** A product's quantity breaks as the product form edits them, lowest quantity first. */
export const productVolumePrices = (productId: number, q: Db | Tx = db()) =>
  q
    .select(breakColumns)
    .from(volumePrices)
    .where(eq(volumePrices.productId, productId))
    .orderBy(asc(volumePrices.variantKey), asc(volumePrices.minQuantity));

/**
 * Replaces a product's quantity breaks with their audit record. The product page shows them from the catalogue's
 * cache, so the catalogue's version moves on.
 */
export function setVolumePrices(actorId: string, input: VolumePricesInput): Promise<{ count: number }> {
  return staffChange([cacheTags.catalog], async (tx) => {
    await assertVariantsOf(
      tx,
      input.productId,
      input.breaks.map((b) => b.variantId),
    );
    const before = await productVolumePrices(input.productId, tx);
    await tx.delete(volumePrices).where(eq(volumePrices.productId, input.productId));
    if (input.breaks.length > 0)
      await tx.insert(volumePrices).values(
        input.breaks.map((b) => ({
          productId: input.productId,
          variantId: b.variantId,
          variantKey: b.variantId === null ? "" : String(b.variantId),
          minQuantity: b.minQuantity,
          price: b.price,
        })),
      );
    await recordAudit(
      { actorId, action: "product.volume_prices", entity: "product", entityId: input.productId, before, after: input.breaks },
      tx,
    );
    return { count: input.breaks.length };
  });
}

/** What the product form's business prices edit: every group with its fixed prices of this product, its variants, its breaks. */
export async function productBusinessPrices(productId: number) {
  const [groups, fixed, variants, breaks] = await Promise.all([
    db()
      .select({ id: customerGroups.id, name: customerGroups.name, discountPercent: customerGroups.discountPercent })
      .from(customerGroups)
      .orderBy(asc(customerGroups.name)),
    db()
      .select({ groupId: customerGroupPrices.groupId, variantId: customerGroupPrices.variantId, price: customerGroupPrices.price })
      .from(customerGroupPrices)
      .where(eq(customerGroupPrices.productId, productId)),
    db()
      .select({ id: productVariants.id, code: productVariants.code, attributes: productVariants.attributes })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    productVolumePrices(productId),
  ]);
  return {
    groups: groups.map((g) => ({
      ...g,
      prices: fixed.filter((f) => f.groupId === g.id).map(({ variantId, price }) => ({ variantId, price })),
    })),
    variants: variants.map((v) => ({ id: v.id, label: `${v.code} – ${Object.values(v.attributes).join(" / ")}` })),
    breaks,
  };
}

export type ProductBusinessPrices = Awaited<ReturnType<typeof productBusinessPrices>>;
