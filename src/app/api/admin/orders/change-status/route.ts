import { apiRoute } from "@/server/compose/api-route";
import { changeOrderStatus } from "@/server/orders/manage/orders";
import { clientIp } from "@/server/platform/runtime/rate-limit";
import { orderStatusBody } from "@/shared/orders/manage";

export const POST = apiRoute({ access: "staff", body: orderStatusBody }, async ({ body, user, headers }) => {
  const order = await changeOrderStatus(user.id, body.orderId, body.status, body.note, clientIp(headers));
  return { id: order.id, status: order.status };
});
