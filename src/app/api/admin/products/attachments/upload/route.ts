import { PDF_MAX_BYTES, uploadBodyLimit } from "@/modules/admin/uploads";
import { apiRoute } from "@/server/http/handler";
import { productAttachmentBody } from "@/server/services/admin-media-bodies";
import { addProductAttachment } from "@/server/services/admin-product-media";

export const POST = apiRoute({ access: "staff", body: productAttachmentBody, maxBytes: uploadBodyLimit(PDF_MAX_BYTES) }, ({ body, user }) =>
  addProductAttachment(user.id, body.productId, body.title, body.file),
);
