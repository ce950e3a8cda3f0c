import { listAdminProducts } from "@/server/catalog/manage/products";
import { apiRoute } from "@/server/compose/api-route";
import { productListBody } from "@/shared/catalog/manage-products";

export const POST = apiRoute({ access: "staff", body: productListBody }, ({ body }) => listAdminProducts(body.query ?? "", body.page));
