import "server-only";

export { cartAnswer } from "@/server/cart/cart";
export { cartOwner, findCart } from "@/server/cart/identity";
export { getAdminCoupon, listAdminCoupons } from "@/server/cart/manage/coupons";
export { aftersaleView } from "@/server/orders/aftersale/view";
export { CARD_HOLD_MINUTES } from "@/server/orders/card-payment";
export { checkoutAddresses, checkoutContact } from "@/server/orders/checkout";
export { confirmationFor } from "@/server/orders/confirmation";
export { orderDocuments } from "@/server/orders/documents";
export { guestOrder, ORDER_ACCESS_COOKIE } from "@/server/orders/guest-lookup";
export { orderPaymentState } from "@/server/orders/payment-view";
export { paymentOptions } from "@/server/orders/payments";
export { findOrder, listOrders } from "@/server/orders/read";
