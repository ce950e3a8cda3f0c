import { z } from "zod";
import { cartRoute } from "@/server/cart/cart-route";
import { removeCoupon } from "@/server/cart/coupons";

/** POST /api/cart/remove-coupon-code {}: takes the coupon off the cart (docs/API.md). */
export const POST = cartRoute(z.object({}), ({ owner }) => removeCoupon(owner));
