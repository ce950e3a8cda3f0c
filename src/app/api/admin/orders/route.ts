import { apiRoute } from "@/server/compose/api-route";
import { listAdminOrders } from "@/server/orders/manage/orders";
import { orderListBody } from "@/shared/orders/manage";

export const POST = apiRoute({ access: "staff", body: orderListBody }, ({ body }) => listAdminOrders(body));
