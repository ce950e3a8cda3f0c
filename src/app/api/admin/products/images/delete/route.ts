import { deleteProductImage } from "@/server/catalog/manage/product-media";
import { apiRoute } from "@/server/compose/api-route";
import { productImageIdBody } from "@/shared/catalog/manage-media";

export const POST = apiRoute({ access: "staff", body: productImageIdBody }, ({ body, user }) => deleteProductImage(user.id, body.imageId));
