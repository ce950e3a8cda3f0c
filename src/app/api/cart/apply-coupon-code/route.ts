import { cartRoute } from "@/server/cart/cart-route";
import { applyCoupon } from "@/server/cart/coupons";
import { limitCouponAttempt } from "@/server/cart/limits";
import { couponBody } from "@/shared/cart/cart-input";

/** POST /api/cart/apply-coupon-code (docs/API.md); every attempt counts against the coupon limits. */
export const POST = cartRoute(couponBody, async ({ body, owner, headers }) => {
  await limitCouponAttempt(headers, owner);
  return applyCoupon(owner, body.couponCode);
});
