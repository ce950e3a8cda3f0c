import "server-only";
import { storeConfig } from "@/config/store";
import { ORDER_LOOKUP_PATH } from "@/shared/orders/lookup";

/**
 * The page a mail sends the buyer to for an order: a customer's own order in My Orders; a guest has no account, so
 * the order lookup, where the number and e-mail of the mail open it.
 */
export function orderPageUrl(order: { id: number; userId: string | null }): string {
  return `${storeConfig.siteUrl}${order.userId ? `/account/my-orders/${order.id}` : ORDER_LOOKUP_PATH}`;
}

/** Whom an order's mails greet: the name it is shipped to. */
export const greetingName = (order: { shippingAddress: { fullName: string } }) => order.shippingAddress.fullName;
