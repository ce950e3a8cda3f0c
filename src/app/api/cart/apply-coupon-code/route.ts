import { cartRoute } from "@/server/cart/cart-route";
import { applyCoupon } from "@/server/cart/coupons";
import { couponBody } from "@/shared/cart/cart-input";

/** POST /api/cart/apply-coupon-code (docs/API.md). */
export const POST = cartRoute(couponBody, ({ body, owner }) => applyCoupon(owner, body.couponCode));
