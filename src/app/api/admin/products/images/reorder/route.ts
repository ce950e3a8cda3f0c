import { apiRoute } from "@/server/http/handler";
import { productImageOrderBody } from "@/server/services/admin-media-bodies";
import { reorderProductImages } from "@/server/services/admin-product-media";

export const POST = apiRoute({ access: "staff", body: productImageOrderBody }, ({ body, user }) =>
  reorderProductImages(user.id, body.productId, body.imageIds),
);
