import { apiRoute } from "@/server/compose/api-route";
import { updateProduct } from "@/server/compose/manage-products";
import { productUpdateBody } from "@/shared/catalog/manage-products";

export const POST = apiRoute({ access: "staff", body: productUpdateBody }, ({ body, user }) => {
  const { productId, ...input } = body;
  return updateProduct(user.id, productId, input);
});
