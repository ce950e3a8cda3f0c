import { informationBody } from "@/modules/cart/checkout-input";
import { cartRoute } from "@/server/http/cart-route";
import { saveInformation } from "@/server/services/checkout";

/** POST /api/checkout/information: e-mail and addresses; the cart moves to step "delivery" (docs/API.md). */
export const POST = cartRoute(informationBody, ({ body, owner }) => saveInformation(owner, body));
