import "server-only";
import { eq } from "drizzle-orm";
import { recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { products } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";
import type { ProductParcel } from "@/shared/catalog/parcel";

const parcelColumns = {
  length: products.parcelLength,
  width: products.parcelWidth,
  height: products.parcelHeight,
  weight: products.parcelWeight,
};

/** The product's boxed size and weight, as the carrier's desi needs them. */
export async function productParcel(productId: number): Promise<ProductParcel> {
  const [row] = await db().select(parcelColumns).from(products).where(eq(products.id, productId));
  return row ?? { length: null, width: null, height: null, weight: null };
}

/** Staff set the product's box (or clear it, for freight); audited. */
export async function setProductParcel(staffId: string, productId: number, parcel: ProductParcel) {
  await db().transaction(async (tx) => {
    const [before] = await tx.select(parcelColumns).from(products).where(eq(products.id, productId)).for("update");
    if (!before) throw notFound();
    await tx
      .update(products)
      .set({ parcelLength: parcel.length, parcelWidth: parcel.width, parcelHeight: parcel.height, parcelWeight: parcel.weight })
      .where(eq(products.id, productId));
    await recordAudit({ actorId: staffId, action: "product.parcel", entity: "product", entityId: productId, before, after: parcel }, tx);
  });
  return { productId, ...parcel };
}
