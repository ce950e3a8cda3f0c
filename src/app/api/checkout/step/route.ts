import { cartRoute } from "@/server/cart/cart-route";
import { goToStep } from "@/server/orders/checkout";
import { stepBody } from "@/shared/cart/checkout-input";

/** POST /api/checkout/step {step}: back to a step already reached (docs/API.md). */
export const POST = cartRoute(stepBody, ({ body, owner }) => goToStep(owner, body.step));
