import { updateProduct } from "@/server/admin/products";
import { apiRoute } from "@/server/compose/api-route";
import { productUpdateBody } from "@/shared/admin/bodies";

export const POST = apiRoute({ access: "staff", body: productUpdateBody }, ({ body, user }) => {
  const { productId, ...input } = body;
  return updateProduct(user.id, productId, input);
});
