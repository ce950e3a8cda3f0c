import "server-only";

export { cartAnswer } from "@/server/cart/cart";
export { cartOwner, findCart } from "@/server/cart/identity";
export { getAdminCoupon, listAdminCoupons } from "@/server/cart/manage/coupons";
