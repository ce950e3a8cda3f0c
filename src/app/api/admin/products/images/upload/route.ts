import { IMAGE_MAX_BYTES, uploadBodyLimit } from "@/modules/admin/uploads";
import { apiRoute } from "@/server/http/handler";
import { productImageBody } from "@/server/services/admin-media-bodies";
import { addProductImage } from "@/server/services/admin-product-media";

export const POST = apiRoute({ access: "staff", body: productImageBody, maxBytes: uploadBodyLimit(IMAGE_MAX_BYTES) }, ({ body, user }) =>
  addProductImage(user.id, body.productId, body.file),
);
