import { z } from "zod";
import { entityId } from "@/shared/ids";
import { base64File, imageFile } from "@/shared/upload-bodies";
import { PDF_MAX_BYTES } from "@/shared/uploads";

/** Bodies of the product and brand media routes (uploads travel as base64 text, src/shared/uploads.ts). Server only: decoding uses Buffer. */

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
