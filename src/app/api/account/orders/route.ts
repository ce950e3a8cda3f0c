import { apiRoute } from "@/server/compose/api-route";
import { listOrders } from "@/server/orders/read";

/** {} -> the customer's orders, newest first. */
export const POST = apiRoute({ access: "customer" }, ({ user }) => listOrders(user.id));
