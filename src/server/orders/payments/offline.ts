import type { PaymentProvider } from "./types";

/**
 * Bank transfer (havale/EFT): the shopper pays into one of the store's bank accounts
 * (store settings) with the order number as the reference, and staff mark it paid.
 */
export const bankTransfer: PaymentProvider = {
  method: "bank_transfer",
  isAvailable: () => true,
  start: async () => ({ status: "awaiting_payment" }),
};

/** Cash on delivery (kapıda ödeme): paid to the courier, so the order is prepared at once; the fee is in the totals. */
export const cashOnDelivery: PaymentProvider = {
  method: "cash_on_delivery",
  isAvailable: () => true,
  start: async () => ({ status: "preparing" }),
};
