import { z } from "zod";
import { compactIban, isTurkishIban } from "@/lib/iban";
import { entityId } from "@/shared/ids";

/** Bodies and answers of the payment routes (docs/API.md), shared by the pages and the API. */

const orderNumber = z.string().trim().min(1).max(40);
const kurus = z.number().int().positive().max(100_000_000_00);

/** POST /api/checkout/card-payment and /api/checkout/pay-by-transfer: an own order, by number. */
export const orderNumberBody = z.object({ orderNumber });

/** POST /api/checkout/payment-notification: "I paid by transfer": into which account, how much, when, from whom. */
export const paymentNotificationBody = z.object({
  orderNumber,
  iban: z.string().max(40).refine(isTurkishIban, "cart:notification.errors.iban").transform(compactIban),
  amount: z
    .number({ error: "cart:notification.errors.amount" })
    .int("cart:notification.errors.amount")
    .positive("cart:notification.errors.amount")
    .max(100_000_000_00, "cart:notification.errors.amount"),
  paidOn: z.iso.date("cart:notification.errors.paidOn"),
  senderName: z.string().trim().min(2, "cart:notification.errors.senderName").max(100, "cart:notification.errors.senderName"),
});

/** POST /api/catalog/installments: the installment table of a product's price, or of its chosen variant's. */
export const installmentsBody = z.object({ productId: entityId, variantId: entityId.optional() });

/** One card family's installment options: count, monthly amount and total, in kuruş. */
export type InstallmentRow = { count: number; monthly: number; total: number };
export type InstallmentFamily = { cardFamily: string; rows: InstallmentRow[] };
export type InstallmentTable = { price: number; maxInstallments: number; families: InstallmentFamily[] };

/** The form iyzico's payment page makes the shopper's browser post back: the attempt's token. */
export const iyzicoCallbackBody = z.object({ token: z.string().min(1).max(200) });

/** The notification iyzico posts to the webhook (hosted form payments carry their token). */
export const iyzicoWebhookBody = z.object({
  iyziEventType: z.string().min(1).max(100),
  iyziPaymentId: z.union([z.string().min(1).max(40), z.number().int().nonnegative()]),
  paymentConversationId: z.string().min(1).max(200),
  status: z.string().min(1).max(40),
  token: z.string().min(1).max(200).optional(),
  merchantId: z.union([z.string(), z.number()]).optional(),
  iyziReferenceCode: z.string().max(200).optional(),
  iyziEventTime: z.union([z.string(), z.number()]).optional(),
});

/** Staff: cancel an order's card payment (the same day) or refund part or all of it. */
export const cardCancelBody = z.object({ orderId: entityId });
export const cardRefundBody = z.object({ orderId: entityId, amount: kurus });
