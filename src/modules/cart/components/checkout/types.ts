import type { StoreConfig } from "@/config/store";
import type { paymentOptions } from "@/server/orders/payments";

/** A customer's saved address as checkout lists it. */
export type SavedAddress = { id: number; title: string; fullName: string; summary: string; isDefault: boolean };

/** A signed-in customer's name and national phone digits (a Turkish number only), which a new address starts with. */
export type AccountContact = { name: string; phone?: string };

export type DeliveryOptions = Pick<StoreConfig["delivery"], "standardFee" | "expressFee" | "freeAbove">;
export type PaymentOptions = Awaited<ReturnType<typeof paymentOptions>>;
export type BankAccount = PaymentOptions["bankAccounts"][number];
