import { cartRoute } from "@/server/cart/cart-route";
import { saveDelivery } from "@/server/orders/checkout";
import { deliveryBody } from "@/shared/cart/checkout-input";

/** POST /api/checkout/delivery {deliveryType}: the cart moves to step "payment" (docs/API.md). */
export const POST = cartRoute(deliveryBody, ({ body, owner }) => saveDelivery(owner, body.deliveryType, body.advance));
