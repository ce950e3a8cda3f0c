import { cartRoute } from "@/server/cart/cart-route";
import { addItem } from "@/server/cart/items";
import { addItemBody } from "@/shared/cart/cart-input";

/** POST /api/cart/add-item (docs/API.md). */
export const POST = cartRoute(addItemBody, ({ body, owner }) => addItem(owner, body.item));
