import { removeItemBody } from "@/modules/cart/cart-input";
import { cartRoute } from "@/server/http/cart-route";
import { removeItem } from "@/server/services/cart-items";

/** SPEC §7 POST /api/cart/remove-item (docs/API.md). */
export const POST = cartRoute(removeItemBody, ({ body, owner }) => removeItem(owner, body.item));
