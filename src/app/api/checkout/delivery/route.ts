import { deliveryBody } from "@/modules/cart/checkout-input";
import { cartRoute } from "@/server/http/cart-route";
import { saveDelivery } from "@/server/services/checkout";

/** POST /api/checkout/delivery {deliveryType}: the cart moves to step "payment" (docs/API.md). */
export const POST = cartRoute(deliveryBody, ({ body, owner }) => saveDelivery(owner, body.deliveryType));
