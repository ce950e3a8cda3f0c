import { apiRoute } from "@/server/http/handler";
import { updateProduct } from "@/server/services/admin-catalog";
import { productUpdateBody } from "@/server/services/admin-schemas";

export const POST = apiRoute({ access: "staff", body: productUpdateBody }, ({ body, user }) => {
  const { productId, ...input } = body;
  return updateProduct(user.id, productId, input);
});
