import { apiRoute } from "@/server/http/handler";
import { changeOrderStatus } from "@/server/services/admin-orders";
import { orderStatusBody } from "@/server/services/admin-schemas";

export const POST = apiRoute({ access: "staff", body: orderStatusBody }, async ({ body, user }) => {
  const order = await changeOrderStatus(user.id, body.orderId, body.status, body.note);
  return { id: order.id, status: order.status };
});
