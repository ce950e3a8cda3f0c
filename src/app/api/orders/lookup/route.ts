import { apiRoute } from "@/server/compose/api-route";
import { lookupGuestOrder, orderAccessCookies } from "@/server/orders/guest-lookup";
import { clientAddressKey } from "@/server/platform/runtime/rate-limit";
import { orderLookupBody } from "@/shared/orders/lookup";

/** Public: {number, email} -> {number} and the cookies that open the order's page and its guest API; any miss: 404 order_lookup_miss. */
export const POST = apiRoute({ body: orderLookupBody }, async ({ body, headers }) => {
  const order = await lookupGuestOrder(clientAddressKey(headers), body);
  const answer = new Headers();
  for (const cookie of orderAccessCookies(order.id)) answer.append("set-cookie", cookie);
  return Response.json({ number: order.number }, { headers: answer });
});
