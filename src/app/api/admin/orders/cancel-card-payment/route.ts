import { apiRoute } from "@/server/compose/api-route";
import { cancelCardPayment } from "@/server/orders/manage/card-payments";
import { clientIp } from "@/server/platform/runtime/rate-limit";
import { cardCancelBody } from "@/shared/orders/payments";

export const runtime = "nodejs";

/** POST /api/admin/orders/cancel-card-payment {orderId}: cancels the day's card payment and the order (docs/API.md). */
export const POST = apiRoute({ access: "staff", body: cardCancelBody }, ({ body, user, headers }) =>
  cancelCardPayment(user.id, body.orderId, clientIp(headers)),
);
