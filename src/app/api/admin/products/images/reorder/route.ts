import { reorderProductImages } from "@/server/admin/product-media";
import { apiRoute } from "@/server/compose/api-route";
import { productImageOrderBody } from "@/shared/admin/media";

export const POST = apiRoute({ access: "staff", body: productImageOrderBody }, ({ body, user }) =>
  reorderProductImages(user.id, body.productId, body.imageIds),
);
