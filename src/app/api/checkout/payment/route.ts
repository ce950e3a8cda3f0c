import { cartRoute } from "@/server/cart/cart-route";
import { savePayment } from "@/server/orders/checkout";
import { paymentBody } from "@/shared/cart/checkout-input";

/** POST /api/checkout/payment {paymentMethod}: sets the method, and with it the cash-on-delivery fee (docs/API.md). */
export const POST = cartRoute(paymentBody, ({ body, owner }) => savePayment(owner, body.paymentMethod));
