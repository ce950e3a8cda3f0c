import { apiRoute } from "@/server/http/handler";
import { deleteProductImage } from "@/server/services/admin-product-media";
import { productImageIdBody } from "@/server/services/admin-media-bodies";

export const POST = apiRoute({ access: "staff", body: productImageIdBody }, ({ body, user }) => deleteProductImage(user.id, body.imageId));
