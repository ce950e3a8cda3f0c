import { iyzicoConfig } from "@/config/iyzico";
import type { PaymentProvider } from "./types";

/**
 * Card (kredi kartı) through iyzico's hosted checkout form: offered only while the iyzico keys are set. The order
 * waits for its payment with its stock held; the shopper then pays on iyzico's 3-D Secure page
 * (src/server/orders/card-payment.ts), so card numbers never reach the shop.
 */
export const card: PaymentProvider = {
  method: "card",
  isAvailable: () => iyzicoConfig() !== null,
  start: async () => ({ status: "awaiting_payment" }),
};
