import { apiRoute } from "@/server/http/handler";
import { productImageIdBody } from "@/server/services/admin-media-bodies";
import { deleteProductImage } from "@/server/services/admin-product-media";

export const POST = apiRoute({ access: "staff", body: productImageIdBody }, ({ body, user }) => deleteProductImage(user.id, body.imageId));
