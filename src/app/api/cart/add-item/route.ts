import { cartRoute } from "@/server/cart/cart-route";
import { addItem } from "@/server/cart/items";
import { limitNewCart } from "@/server/cart/limits";
import { addItemBody } from "@/shared/cart/cart-input";

/** POST /api/cart/add-item (docs/API.md); a first add creates the cart, within the new-cart limit. */
export const POST = cartRoute(addItemBody, async ({ body, owner, headers }) => {
  await limitNewCart(headers, owner);
  return addItem(owner, body.item);
});
