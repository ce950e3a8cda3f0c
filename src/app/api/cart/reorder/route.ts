import { cartRoute } from "@/server/cart/cart-route";
import { reorder } from "@/server/cart/reorder";
import { reorderBody } from "@/shared/cart/bulk-add";

/** POST /api/cart/reorder (docs/API.md): a signed-in customer's past order into the cart, reported line by line. */
export const POST = cartRoute(reorderBody, ({ body, owner }) => reorder(owner, body.orderId));
