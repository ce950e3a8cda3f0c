import { apiRoute } from "@/server/http/handler";
import { listAdminProducts } from "@/server/services/admin-catalog";
import { productListBody } from "@/server/services/admin-schemas";

export const POST = apiRoute({ access: "staff", body: productListBody }, ({ body }) => listAdminProducts(body.query ?? "", body.page));
