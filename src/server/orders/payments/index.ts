import "server-only";
import { storeConfig } from "@/config/store";
import type { PaymentMethod } from "@/lib/cart-totals";
import { storeSettings } from "@/server/content";
import { card } from "./card";
import { bankTransfer, cashOnDelivery } from "./offline";
import type { PaymentProvider } from "./types";

export type { PaymentProvider, PaymentRequest, PaymentStart } from "./types";

/**
 * The registered providers, in the order checkout offers them; card only while iyzico is configured
 * (docs/adr/0005-payments.md), otherwise "card" is not offered and is refused.
 */
const providers: readonly PaymentProvider[] = [bankTransfer, cashOnDelivery, card];

export const availableProviders = () => providers.filter((p) => p.isAvailable());

export const paymentProvider = (method: PaymentMethod): PaymentProvider | null =>
  availableProviders().find((p) => p.method === method) ?? null;

/** Everything checkout shows about payment: the methods on offer, the bank accounts and the cash-on-delivery fee. */
export const paymentOptions = async () => ({
  methods: availableProviders().map((p) => p.method),
  bankAccounts: (await storeSettings()).bankAccounts,
  cashOnDeliveryFee: storeConfig.delivery.cashOnDeliveryFee,
});
