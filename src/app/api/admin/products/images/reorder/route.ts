import { reorderProductImages } from "@/server/catalog/manage/product-media";
import { apiRoute } from "@/server/compose/api-route";
import { productImageOrderBody } from "@/shared/catalog/manage-media";

export const POST = apiRoute({ access: "staff", body: productImageOrderBody }, ({ body, user }) =>
  reorderProductImages(user.id, body.productId, body.imageIds),
);
