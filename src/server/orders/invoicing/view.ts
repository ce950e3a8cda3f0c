import "server-only";
import { eq } from "drizzle-orm";
import { parasutConfig } from "@/config/parasut";
import { db } from "@/server/platform/db/client";
import { orderInvoiceIssues } from "@/server/platform/db/schema";

/** For staff: whether invoices are issued through the provider and where this order's stands (with its message). */
export async function invoiceIssuing(orderId: number) {
  if (!parasutConfig()) return { automatic: false as const };
  const [row] = await db()
    .select({ state: orderInvoiceIssues.state, attempts: orderInvoiceIssues.attempts, lastError: orderInvoiceIssues.lastError })
    .from(orderInvoiceIssues)
    .where(eq(orderInvoiceIssues.orderId, orderId));
  return { automatic: true as const, issue: row ?? null };
}
export type InvoiceIssuing = Awaited<ReturnType<typeof invoiceIssuing>>;
