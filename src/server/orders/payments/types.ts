import type { PaymentMethod } from "@/lib/cart-totals";
import type { OrderStatus } from "@/shared/orders";

/** What a provider is told about the order it is asked to take payment for. */
export type PaymentRequest = { orderNumber: string; grandTotal: number; email: string };

/**
 * Where an order goes after the provider has started its payment. `redirectUrl` is for providers
 * that send the shopper elsewhere (a card provider's 3-D Secure page); offline methods leave it out.
 */
export type PaymentStart = { status: OrderStatus; redirectUrl?: string };

/** One way of paying (docs/adr/0005-payments.md). */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** Offered at checkout only when true (a card provider: only once it is configured). */
  isAvailable(): boolean;
  /** Runs inside the order transaction, after the order row exists; throwing cancels the order. */
  start(request: PaymentRequest): Promise<PaymentStart>;
}
