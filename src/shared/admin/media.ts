import { z } from "zod";
import { base64Length, IMAGE_MAX_BYTES, PDF_MAX_BYTES } from "@/shared/admin/uploads";
import { entityId } from "@/shared/ids";

/** Bodies of the admin media routes (uploads travel as base64 text, src/shared/admin/uploads.ts). Server only: decoding uses Buffer. */

export const base64File = (maxBytes: number, tooLarge: string) =>
  z
    .string()
    .min(1, "admin:media.errors.empty")
    .max(base64Length(maxBytes), tooLarge)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, "admin:media.errors.encoding")
    .transform((s) => new Uint8Array(Buffer.from(s, "base64")));

const imageFile = base64File(IMAGE_MAX_BYTES, "admin:media.errors.imageTooLarge");

export const navigationImageBody = z.object({ itemId: entityId, file: imageFile });
export const brandLogoBody = z.object({ brandId: entityId, file: imageFile });
export const productImageBody = z.object({ productId: entityId, file: imageFile });
export const productAttachmentBody = z.object({
  productId: entityId,
  title: z.string().trim().min(2, "admin:media.errors.title").max(120, "admin:media.errors.title"),
  file: base64File(PDF_MAX_BYTES, "admin:media.errors.pdfTooLarge"),
});
export const productImageOrderBody = z.object({ productId: entityId, imageIds: z.array(entityId).min(1).max(200) });
export const productImageIdBody = z.object({ imageId: entityId });
export const productAttachmentIdBody = z.object({ attachmentId: entityId });
