import { couponBody } from "@/modules/cart/cart-input";
import { cartRoute } from "@/server/http/cart-route";
import { applyCoupon } from "@/server/services/cart-coupons";

/** SPEC §7 POST /api/cart/apply-coupon-code (docs/API.md). */
export const POST = cartRoute(couponBody, ({ body, owner }) => applyCoupon(owner, body.couponCode));
