import { apiRoute } from "@/server/http/handler";
import { deleteProductAttachment } from "@/server/services/admin-product-media";
import { productAttachmentIdBody } from "@/server/services/admin-media-bodies";

export const POST = apiRoute({ access: "staff", body: productAttachmentIdBody }, ({ body, user }) =>
  deleteProductAttachment(user.id, body.attachmentId),
);
