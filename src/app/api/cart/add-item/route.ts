import { addItemBody } from "@/modules/cart/cart-input";
import { cartRoute } from "@/server/http/cart-route";
import { addItem } from "@/server/services/cart-items";

/** SPEC §7 POST /api/cart/add-item (docs/API.md). */
export const POST = cartRoute(addItemBody, ({ body, owner }) => addItem(owner, body.item));
