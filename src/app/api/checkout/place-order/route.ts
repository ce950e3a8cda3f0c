import { placeOrderBody } from "@/modules/cart/checkout-input";
import { apiRoute } from "@/server/http/handler";
import { cartOwner } from "@/server/services/cart-identity";
import { placeOrder } from "@/server/services/orders";

/** POST /api/checkout/place-order {expectedGrandTotal?}: places the order and answers its number (docs/API.md). */
export const POST = apiRoute({ body: placeOrderBody }, ({ body, user, headers }) =>
  placeOrder(cartOwner(headers, user), body.expectedGrandTotal),
);
