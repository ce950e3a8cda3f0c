import { cartRoute } from "@/server/cart/cart-route";
import { limitNewCart } from "@/server/cart/limits";
import { quickOrder } from "@/server/cart/quick-order";
import { quickOrderBody } from "@/shared/cart/bulk-add";

/** POST /api/cart/quick-order (docs/API.md): product codes with quantities into the cart, reported line by line. */
export const POST = cartRoute(quickOrderBody, async ({ body, owner, headers }) => {
  await limitNewCart(headers, owner);
  return quickOrder(owner, body.lines);
});
