import { apiRoute } from "@/server/http/handler";
import { listAdminOrders } from "@/server/services/admin-orders";
import { orderListBody } from "@/server/services/admin-schemas";

export const POST = apiRoute({ access: "staff", body: orderListBody }, ({ body }) => listAdminOrders(body));
