import { apiRoute } from "@/server/compose/api-route";
import { refundCardPayment } from "@/server/orders/manage/card-payments";
import { clientIp } from "@/server/platform/runtime/rate-limit";
import { cardRefundBody } from "@/shared/orders/payments";

export const runtime = "nodejs";

/** POST /api/admin/orders/refund-card-payment {orderId, amount}: refunds part or all of a card payment (docs/API.md). */
export const POST = apiRoute({ access: "staff", body: cardRefundBody }, ({ body, user, headers }) =>
  refundCardPayment(user.id, body.orderId, body.amount, clientIp(headers)),
);
