import { cartOwner } from "@/server/cart/identity";
import { apiRoute } from "@/server/compose/api-route";
import { switchToBankTransfer } from "@/server/orders/card-payment";
import { orderNumberBody } from "@/shared/orders/payments";

/** POST /api/checkout/pay-by-transfer {orderNumber}: an own card order awaiting payment is paid by bank transfer instead (docs/API.md). */
export const POST = apiRoute({ body: orderNumberBody }, ({ body, user, headers }) =>
  switchToBankTransfer(cartOwner(headers, user), body.orderNumber),
);
