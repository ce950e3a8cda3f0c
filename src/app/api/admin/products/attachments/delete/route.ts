import { deleteProductAttachment } from "@/server/admin/product-media";
import { apiRoute } from "@/server/compose/api-route";
import { productAttachmentIdBody } from "@/shared/admin/media";

export const POST = apiRoute({ access: "staff", body: productAttachmentIdBody }, ({ body, user }) =>
  deleteProductAttachment(user.id, body.attachmentId),
);
