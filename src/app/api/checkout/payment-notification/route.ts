import { cartOwner } from "@/server/cart/identity";
import { apiRoute } from "@/server/compose/api-route";
import { notifyTransfer } from "@/server/orders/payment-notifications";
import { paymentNotificationBody } from "@/shared/orders/payments";

/** POST /api/checkout/payment-notification {orderNumber, iban, amount, paidOn, senderName}: "I paid by transfer" (docs/API.md). */
export const POST = apiRoute({ body: paymentNotificationBody }, ({ body, user, headers }) =>
  notifyTransfer(cartOwner(headers, user), body),
);
