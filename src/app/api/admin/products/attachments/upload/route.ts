import { addProductAttachment } from "@/server/admin/product-media";
import { apiRoute } from "@/server/compose/api-route";
import { productAttachmentBody } from "@/shared/admin/media";
import { PDF_MAX_BYTES, uploadBodyLimit } from "@/shared/admin/uploads";

export const POST = apiRoute({ access: "staff", body: productAttachmentBody, maxBytes: uploadBodyLimit(PDF_MAX_BYTES) }, ({ body, user }) =>
  addProductAttachment(user.id, body.productId, body.title, body.file),
);
