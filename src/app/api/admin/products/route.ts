import { listAdminProducts } from "@/server/admin/products";
import { apiRoute } from "@/server/compose/api-route";
import { productListBody } from "@/shared/admin/bodies";

export const POST = apiRoute({ access: "staff", body: productListBody }, ({ body }) => listAdminProducts(body.query ?? "", body.page));
