import { addProductImage } from "@/server/catalog/manage/product-media";
import { apiRoute } from "@/server/compose/api-route";
import { productImageBody } from "@/shared/catalog/manage-media";
import { IMAGE_MAX_BYTES, uploadBodyLimit } from "@/shared/uploads";

export const POST = apiRoute({ access: "staff", body: productImageBody, maxBytes: uploadBodyLimit(IMAGE_MAX_BYTES) }, ({ body, user }) =>
  addProductImage(user.id, body.productId, body.file),
);
