import { addProductAttachment } from "@/server/catalog/manage/product-media";
import { apiRoute } from "@/server/compose/api-route";
import { productAttachmentBody } from "@/shared/catalog/manage-media";
import { PDF_MAX_BYTES, uploadBodyLimit } from "@/shared/uploads";

export const POST = apiRoute({ access: "staff", body: productAttachmentBody, maxBytes: uploadBodyLimit(PDF_MAX_BYTES) }, ({ body, user }) =>
  addProductAttachment(user.id, body.productId, body.title, body.file),
);
