import { deleteProductAttachment } from "@/server/catalog/manage/product-media";
import { apiRoute } from "@/server/compose/api-route";
import { productAttachmentIdBody } from "@/shared/catalog/manage-media";

export const POST = apiRoute({ access: "staff", body: productAttachmentIdBody }, ({ body, user }) =>
  deleteProductAttachment(user.id, body.attachmentId),
);
