import "server-only";

export { aftersaleView } from "@/server/orders/aftersale/view";
export { CARD_HOLD_MINUTES } from "@/server/orders/card-payment";
export { checkoutAddresses, checkoutContact } from "@/server/orders/checkout";
export { confirmationFor } from "@/server/orders/confirmation";
export { orderDocuments } from "@/server/orders/documents";
export { guestOrder, ORDER_ACCESS_COOKIE } from "@/server/orders/guest-lookup";
export { invoiceIssuing } from "@/server/orders/invoicing/view";
export { adminPaymentDetails } from "@/server/orders/manage/card-payments";
export { monthReport } from "@/server/orders/manage/month/report";
export { getAdminOrder, listAdminOrders } from "@/server/orders/manage/orders";
export { orderPaymentState } from "@/server/orders/payment-view";
export { paymentOptions } from "@/server/orders/payments";
export { findOrder, listOrders } from "@/server/orders/read";
export { carrierParcelView } from "@/server/orders/shipping/shipments";
