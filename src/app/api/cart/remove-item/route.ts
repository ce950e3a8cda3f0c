import { cartRoute } from "@/server/cart/cart-route";
import { removeItem } from "@/server/cart/items";
import { removeItemBody } from "@/shared/cart/cart-input";

/** POST /api/cart/remove-item (docs/API.md). */
export const POST = cartRoute(removeItemBody, ({ body, owner }) => removeItem(owner, body.item));
