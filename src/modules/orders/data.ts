import "server-only";

export { adminPaymentDetails } from "@/server/orders/manage/card-payments";
export { getAdminOrder, listAdminOrders } from "@/server/orders/manage/orders";
