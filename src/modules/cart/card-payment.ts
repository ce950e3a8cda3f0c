import { postJson } from "@/modules/api/client";

/** The address of iyzico's payment page for an own card order awaiting payment (a new attempt each time). */
export const cardPaymentPage = async (orderNumber: string) =>
  (await postJson<{ paymentPageUrl: string }>("/api/checkout/card-payment", { orderNumber })).paymentPageUrl;
