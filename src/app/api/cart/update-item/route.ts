import { updateItemBody } from "@/modules/cart/cart-input";
import { cartRoute } from "@/server/http/cart-route";
import { updateItem } from "@/server/services/cart-items";

/** SPEC §7 POST /api/cart/update-item (docs/API.md). */
export const POST = cartRoute(updateItemBody, ({ body, owner }) => updateItem(owner, body.item));
