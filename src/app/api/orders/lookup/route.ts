import { apiRoute } from "@/server/http/handler";
import { lookupGuestOrder, orderAccessCookie } from "@/server/orders/guest-lookup";
import { clientIp } from "@/server/runtime/rate-limit";
import { orderLookupBody } from "@/shared/order-lookup";

/** Public: {number, email} -> {number} and the cookie that opens the order's page; any miss: 404 order_lookup_miss. */
export const POST = apiRoute({ body: orderLookupBody }, async ({ body, headers }) => {
  const order = await lookupGuestOrder(clientIp(headers), body);
  return Response.json({ number: order.number }, { headers: { "set-cookie": orderAccessCookie(order.id) } });
});
