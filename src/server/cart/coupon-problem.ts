import "server-only";
import type { coupons } from "@/server/platform/db/schema";
import { cartError } from "./errors";

export type CouponRow = typeof coupons.$inferSelect;

/**
 * Why a coupon cannot be used now, or null. The minimum is checked separately against the goods total.
 * Its own module: the cart (cart.ts) and the coupon actions (cart-coupons.ts, which read the cart) both need it.
 */
export function couponProblem(coupon: CouponRow | undefined, now = new Date()) {
  if (!coupon?.isActive) return cartError(404, "coupon_not_found");
  if (coupon.startsAt && coupon.startsAt > now) return cartError(400, "coupon_not_started");
  if (coupon.expiresAt && coupon.expiresAt <= now) return cartError(400, "coupon_expired");
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return cartError(409, "coupon_usage_limit_reached");
  return null;
}
