import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { t } from "@/i18n/server";
import { mediaUrl } from "@/lib/media-url";
import { dropUnusedMedia, storeImage, storePdf } from "@/server/content";
import { recordAudit } from "@/server/platform/audit";
import { db, type Tx } from "@/server/platform/db/client";
import { productAttachments, productImages, products } from "@/server/platform/db/schema";
import { badRequest, notFound } from "@/server/platform/http/errors";
import { cacheTags } from "@/server/platform/runtime/cache";
import { staffChange } from "@/server/platform/staff-change";

export type AdminProductMedia = {
  images: { id: number; url: string; alt: string }[];
  attachments: { id: number; url: string; title: string }[];
};

export async function getProductMedia(productId: number): Promise<AdminProductMedia> {
  const [images, attachments] = await Promise.all([
    db()
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db()
      .select()
      .from(productAttachments)
      .where(eq(productAttachments.productId, productId))
      .orderBy(asc(productAttachments.position), asc(productAttachments.id)),
  ]);
  return {
    images: images.map((i) => ({ id: i.id, url: mediaUrl(i.mediaKey), alt: i.alt })),
    attachments: attachments.map((a) => ({ id: a.id, url: mediaUrl(a.mediaKey), title: a.title })),
  };
}

/** Product media are part of the catalogue: the storefront and the search index (first image) see a change next. */
const change = <T>(work: (tx: Tx) => Promise<T>) => staffChange([cacheTags.catalog], work);

async function lockProduct(tx: Tx, id: number) {
  const [row] = await tx.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

const nextPosition = async (tx: Tx, table: typeof productImages | typeof productAttachments, productId: number) => {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${table.position}), 0)::int` })
    .from(table)
    .where(eq(table.productId, productId));
  return (row?.n ?? 0) + 1;
};

/** Adds an uploaded photo after the product's others, resized for the gallery; its alt text is the product name. */
export function addProductImage(actorId: string, productId: number, bytes: Uint8Array) {
  return change(async (tx) => {
    const product = await lockProduct(tx, productId);
    const image = await storeImage(tx, bytes, "product", `products/${productId}`);
    const position = await nextPosition(tx, productImages, productId);
    const [row] = await tx
      .insert(productImages)
      .values({ productId, mediaKey: image.key, alt: product.name, position })
      .returning({ id: productImages.id });
    const after = { imageId: row!.id, mediaKey: image.key, width: image.width, height: image.height, position };
    await recordAudit({ actorId, action: "product.image.add", entity: "product", entityId: productId, after }, tx);
    return { id: row!.id, url: image.url, width: image.width, height: image.height };
  });
}

/** Puts the product's photos in the given order (the first is the one cards show); the list must name each exactly once. */
export function reorderProductImages(actorId: string, productId: number, imageIds: number[]) {
  return change(async (tx) => {
    await lockProduct(tx, productId);
    const current = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id));
    const before = current.map((r) => r.id);
    if (before.length !== imageIds.length || new Set(imageIds).size !== imageIds.length || !before.every((id) => imageIds.includes(id)))
      throw badRequest("validation_failed", t("admin:media.errors.order"));
    for (const [i, id] of imageIds.entries())
      await tx
        .update(productImages)
        .set({ position: i + 1 })
        .where(eq(productImages.id, id));
    await recordAudit(
      {
        actorId,
        action: "product.image.reorder",
        entity: "product",
        entityId: productId,
        before: { imageIds: before },
        after: { imageIds },
      },
      tx,
    );
    return { imageIds };
  });
}

export function deleteProductImage(actorId: string, imageId: number) {
  return change(async (tx) => {
    const [image] = await tx.delete(productImages).where(eq(productImages.id, imageId)).returning();
    if (!image) throw notFound();
    await dropUnusedMedia(tx, [image.mediaKey]);
    await recordAudit({ actorId, action: "product.image.delete", entity: "product", entityId: image.productId, before: image }, tx);
    return { deleted: true };
  });
}

/** Adds a PDF (datasheet, manual) to the product's documents. */
export function addProductAttachment(actorId: string, productId: number, title: string, bytes: Uint8Array) {
  return change(async (tx) => {
    await lockProduct(tx, productId);
    const mediaKey = await storePdf(tx, bytes, `attachments/${productId}`);
    const position = await nextPosition(tx, productAttachments, productId);
    const [row] = await tx.insert(productAttachments).values({ productId, mediaKey, title, position }).returning();
    await recordAudit({ actorId, action: "product.attachment.add", entity: "product", entityId: productId, after: row }, tx);
    return { id: row!.id, url: mediaUrl(mediaKey), title };
  });
}

export function deleteProductAttachment(actorId: string, attachmentId: number) {
  return change(async (tx) => {
    const [row] = await tx.delete(productAttachments).where(eq(productAttachments.id, attachmentId)).returning();
    if (!row) throw notFound();
    await dropUnusedMedia(tx, [row.mediaKey]);
    await recordAudit({ actorId, action: "product.attachment.delete", entity: "product", entityId: row.productId, before: row }, tx);
    return { deleted: true };
  });
}
