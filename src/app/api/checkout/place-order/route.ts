import { cartOwner } from "@/server/cart/identity";
import { limitOrderAttempt } from "@/server/cart/limits";
import { apiRoute } from "@/server/compose/api-route";
import { placeOrder } from "@/server/orders/place-order";
import { clientIp } from "@/server/platform/runtime/rate-limit";
import { placeOrderBody } from "@/shared/cart/checkout-input";

/** POST /api/checkout/place-order {expectedGrandTotal?, contractsApproved, contractsHash?}: places the order and answers its number (docs/API.md). */
export const POST = apiRoute({ body: placeOrderBody }, async ({ body, user, headers }) => {
  const owner = cartOwner(headers, user);
  await limitOrderAttempt(headers, owner);
  return placeOrder(owner, body.expectedGrandTotal, { hash: body.contractsHash, clientIp: clientIp(headers) });
});
