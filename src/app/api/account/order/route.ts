import { apiRoute } from "@/server/compose/api-route";
import { getOrder } from "@/server/orders/read";
import { idRequestSchema } from "@/shared/account/fields";

/** {id} -> the order with its lines and status history; another customer's id: 404. */
export const POST = apiRoute({ access: "customer", body: idRequestSchema }, ({ user, body }) => getOrder(user.id, body.id));
