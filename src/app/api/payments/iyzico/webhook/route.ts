import { apiRoute } from "@/server/compose/api-route";
import { cardWebhook } from "@/server/orders/payment-routes";
import { iyzicoWebhookBody } from "@/shared/orders/payments";

export const runtime = "nodejs";

/** POST /api/payments/iyzico/webhook: iyzico's signed payment notification (docs/API.md). */
export const POST = apiRoute({ body: iyzicoWebhookBody }, ({ body, headers }) => cardWebhook(headers, body));
