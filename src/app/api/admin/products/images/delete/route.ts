import { deleteProductImage } from "@/server/admin/product-media";
import { apiRoute } from "@/server/compose/api-route";
import { productImageIdBody } from "@/shared/admin/media";

export const POST = apiRoute({ access: "staff", body: productImageIdBody }, ({ body, user }) => deleteProductImage(user.id, body.imageId));
