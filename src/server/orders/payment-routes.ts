import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { apiRoute } from "@/server/compose/api-route";
import { requireIyzico } from "@/server/orders/payments/iyzico/client";
import { db } from "@/server/platform/db/client";
import { cardPayments } from "@/server/platform/db/schema";
import { ApiError } from "@/server/platform/http/errors";
import { iyzicoCallbackBody, type iyzicoWebhookBody } from "@/shared/orders/payments";
import { type Settlement, settleCardPayment } from "./card-payment";
import { sameSignature, webhookSignatureV3 } from "./payments/iyzico/signature";

/** Where the shopper lands after iyzico's page: the order's confirmation, saying how the payment went. */
export function paymentResultPath(number: string, outcome: Settlement["outcome"]) {
  const page = `/checkout/confirmation/${encodeURIComponent(number)}`;
  if (outcome === "late") return page;
  return `${page}?odeme=${outcome === "failed" ? "basarisiz" : "basarili"}`;
}

/**
 * POST /api/payments/iyzico/callback: iyzico's payment page sends the shopper's browser back here with a form
 * field `token`, from iyzico's own origin (so the shop's origin rule cannot apply, and no cookie is needed). The
 * token only says which attempt to look at; settleCardPayment asks iyzico itself. Answers 303 to the order's
 * page, paid or not; an unknown token, a forged or mismatched payment is a 4xx and changes nothing.
 */
export const cardCallback = apiRoute({ crossOriginForm: true, body: iyzicoCallbackBody, maxBytes: 4 * 1024 }, async ({ body }) => {
  requireIyzico();
  const settled = await settleCardPayment(body.token);
  return new Response(null, { status: 303, headers: { location: paymentResultPath(settled.number, settled.outcome) } });
});

/**
 * POST /api/payments/iyzico/webhook: iyzico's notification, the backstop for a callback the shopper never made.
 * Its X-IYZ-SIGNATURE-V3 header must be the signature of its fields under our secret key (401 otherwise); the
 * attempt it names is then settled like the callback's. A notification for a payment already settled is answered
 * 200 without change, so that iyzico stops sending it.
 */
export async function cardWebhook(headers: Headers, event: z.infer<typeof iyzicoWebhookBody>) {
  const { secretKey } = requireIyzico();
  if (!sameSignature(webhookSignatureV3(secretKey, event), headers.get("x-iyz-signature-v3"))) {
    throw new ApiError(401, "invalid_signature");
  }
  const [attempt] = await db()
    .select({ token: cardPayments.token, conversationId: cardPayments.conversationId })
    .from(cardPayments)
    .where(event.token ? eq(cardPayments.token, event.token) : eq(cardPayments.conversationId, event.paymentConversationId));
  if (!attempt || attempt.conversationId !== event.paymentConversationId) throw new ApiError(404, "payment_not_found");
  const settled = await settleCardPayment(attempt.token);
  return { number: settled.number, outcome: settled.outcome };
}
