import { cartRoute } from "@/server/cart/cart-route";
import { removeCoupon } from "@/server/cart/coupons";
import { emptyBody } from "@/shared/empty-body";

/** POST /api/cart/remove-coupon-code {}: takes the coupon off the cart (docs/API.md). */
export const POST = cartRoute(emptyBody, ({ owner }) => removeCoupon(owner));
