import { idRequestSchema } from "@/modules/account/schemas/fields";
import { apiRoute } from "@/server/http/handler";
import { getOrder } from "@/server/services/orders-read";

/** {id} -> the order with its lines and status history; another customer's id: 404. */
export const POST = apiRoute({ access: "customer", body: idRequestSchema }, ({ user, body }) => getOrder(user.id, body.id));
