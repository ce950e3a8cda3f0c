import { apiRoute } from "@/server/http/handler";
import { listOrders } from "@/server/orders/read";

/** {} -> the customer's orders, newest first. */
export const POST = apiRoute({ access: "customer" }, ({ user }) => listOrders(user.id));
