import { cartRoute } from "@/server/cart/cart-route";
import { updateItem } from "@/server/cart/items";
import { updateItemBody } from "@/shared/cart/cart-input";

/** POST /api/cart/update-item (docs/API.md). */
export const POST = cartRoute(updateItemBody, ({ body, owner }) => updateItem(owner, body.item));
