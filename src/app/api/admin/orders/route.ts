import { listAdminOrders } from "@/server/admin/orders";
import { apiRoute } from "@/server/compose/api-route";
import { orderListBody } from "@/shared/admin/bodies";

export const POST = apiRoute({ access: "staff", body: orderListBody }, ({ body }) => listAdminOrders(body));
