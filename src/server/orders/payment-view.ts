import "server-only";
import { desc, eq } from "drizzle-orm";
import { db } from "@/server/platform/db/client";
import { cardPayments } from "@/server/platform/db/schema";
import { transferNotifications } from "./payment-notifications";

/** What an order's payment section shows beside the order: the last declined card attempt's reason and the transfer notifications. */
export async function orderPaymentState(order: { id: number; paymentMethod: string }) {
  const [lastAttempt] = await db()
    .select({ status: cardPayments.status, errorMessage: cardPayments.errorMessage })
    .from(cardPayments)
    .where(eq(cardPayments.orderId, order.id))
    .orderBy(desc(cardPayments.id))
    .limit(1);
  return {
    cardFailure: lastAttempt?.status === "failed" ? (lastAttempt.errorMessage ?? "") : null,
    notifications: order.paymentMethod === "bank_transfer" ? await transferNotifications(order.id) : [],
  };
}

export type OrderPaymentState = Awaited<ReturnType<typeof orderPaymentState>>;
