import "server-only";
import { eq } from "drizzle-orm";
import { recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { products } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";
import { announceProducts } from "@/server/platform/live/publish";
import { invalidateCatalog } from "./products";

export async function isPriceOnRequest(productId: number) {
  const [row] = await db().select({ on: products.priceOnRequest }).from(products).where(eq(products.id, productId));
  return row?.on ?? false;
}

/** Staff mark a product "price on request" (no price shown, not sold from the cart, quotes only), or undo it; audited. */
export async function setPriceOnRequest(staffId: string, productId: number, priceOnRequest: boolean) {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ priceOnRequest, updatedAt: new Date() })
      .where(eq(products.id, productId))
      .returning({ id: products.id });
    if (!row) throw notFound();
    await recordAudit(
      { actorId: staffId, action: "product.price_on_request", entity: "product", entityId: productId, after: { priceOnRequest } },
      tx,
    );
  });
  await invalidateCatalog();
  await announceProducts([productId]);
  return { productId, priceOnRequest };
}
