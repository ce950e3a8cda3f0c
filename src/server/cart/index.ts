/**
 * The cart's face: what the orders and the quotes use of a cart (its lines and totals, coupons, payment rules, its lock),
 * and the live channel its cookie.
 * Another domain of src/server imports only this file; inside the domain, files import each other freely.
 */
export { type CartLine, type CartRow, cartLines, cartTotals, variantLabel } from "./cart";
export { couponProblem } from "./coupon-problem";
export { checkCustomerCouponRules, countCouponUse, findCoupon } from "./coupons";
export { cartError } from "./errors";
export { type CartOwner, cartCookieFrom, lockCart } from "./identity";
export { type CartResult, changeCart } from "./items";
export { assertPaymentAllowed, paymentRules, ruledOrder } from "./payment-rules";
