import { paymentBody } from "@/modules/cart/checkout-input";
import { cartRoute } from "@/server/http/cart-route";
import { savePayment } from "@/server/services/checkout";

/** POST /api/checkout/payment {paymentMethod}: sets the method, and with it the cash-on-delivery fee (docs/API.md). */
export const POST = cartRoute(paymentBody, ({ body, owner }) => savePayment(owner, body.paymentMethod));
