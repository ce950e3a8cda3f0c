import { apiRoute } from "@/server/http/handler";
import { productAttachmentIdBody } from "@/server/services/admin-media-bodies";
import { deleteProductAttachment } from "@/server/services/admin-product-media";

export const POST = apiRoute({ access: "staff", body: productAttachmentIdBody }, ({ body, user }) =>
  deleteProductAttachment(user.id, body.attachmentId),
);
