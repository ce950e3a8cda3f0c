import { stepBody } from "@/modules/cart/checkout-input";
import { cartRoute } from "@/server/http/cart-route";
import { goToStep } from "@/server/services/checkout";

/** POST /api/checkout/step {step}: back to a step already reached (docs/API.md). */
export const POST = cartRoute(stepBody, ({ body, owner }) => goToStep(owner, body.step));
