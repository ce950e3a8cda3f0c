import { changeOrderStatus } from "@/server/admin/orders";
import { apiRoute } from "@/server/compose/api-route";
import { clientIp } from "@/server/platform/runtime/rate-limit";
import { orderStatusBody } from "@/shared/admin/bodies";

export const POST = apiRoute({ access: "staff", body: orderStatusBody }, async ({ body, user, headers }) => {
  const order = await changeOrderStatus(user.id, body.orderId, body.status, body.note, clientIp(headers));
  return { id: order.id, status: order.status };
});
