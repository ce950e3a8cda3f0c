import { cartRoute } from "@/server/cart/cart-route";
import { saveInformation } from "@/server/orders/checkout";
import { informationBody } from "@/shared/cart/checkout-input";

/** POST /api/checkout/information: e-mail and addresses; the cart moves to step "delivery" (docs/API.md). */
export const POST = cartRoute(informationBody, ({ body, owner }) => saveInformation(owner, body));
