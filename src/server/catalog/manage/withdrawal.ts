import "server-only";
import { eq } from "drizzle-orm";
import { recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { products, withdrawalExclusions } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";

/** Whether a product is made to the buyer's order, and so excluded from the right of withdrawal. */
export async function isWithdrawalExcluded(productId: number) {
  const [row] = await db().select().from(withdrawalExclusions).where(eq(withdrawalExclusions.productId, productId));
  return Boolean(row);
}

/** Staff mark a product as made to order (no returns of it are accepted), or undo it; audited. */
export async function setWithdrawalExclusion(staffId: string, productId: number, excluded: boolean) {
  await db().transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound();
    if (excluded) await tx.insert(withdrawalExclusions).values({ productId }).onConflictDoNothing();
    else await tx.delete(withdrawalExclusions).where(eq(withdrawalExclusions.productId, productId));
    await recordAudit({ actorId: staffId, action: "product.withdrawal", entity: "product", entityId: productId, after: { excluded } }, tx);
  });
  return { productId, excluded };
}
