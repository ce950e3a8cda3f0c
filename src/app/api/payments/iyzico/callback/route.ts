import { cardCallback } from "@/server/orders/payment-routes";

export const runtime = "nodejs";

/** POST /api/payments/iyzico/callback (form field token): back from iyzico's payment page (docs/API.md). */
export const POST = cardCallback;
