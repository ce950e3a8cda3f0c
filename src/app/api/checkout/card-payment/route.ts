import { storeConfig } from "@/config/store";
import { cartOwner } from "@/server/cart/identity";
import { apiRoute } from "@/server/compose/api-route";
import { startCardPayment } from "@/server/orders/card-payment";
import { ownOrigin } from "@/server/platform/http/origin";
import { clientIp } from "@/server/platform/runtime/rate-limit";
import { orderNumberBody } from "@/shared/orders/payments";

export const runtime = "nodejs";

/** POST /api/checkout/card-payment {orderNumber}: iyzico's payment page for an own card order awaiting payment (docs/API.md). */
export const POST = apiRoute({ body: orderNumberBody }, ({ body, user, headers }) =>
  startCardPayment(cartOwner(headers, user), body.orderNumber, {
    origin: ownOrigin(headers, storeConfig.siteUrl),
    clientIp: clientIp(headers),
  }),
);
