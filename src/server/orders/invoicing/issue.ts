import "server-only";
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { parasutConfig } from "@/config/parasut";
import { storeSettings } from "@/server/content";
import { recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { orderInvoiceIssues, orderInvoices, orders } from "@/server/platform/db/schema";
import { ownerScope, publishLive } from "@/server/platform/live/publish";
import type { InvoiceMoment } from "@/shared/content/store-settings";
import type { OrderStatus } from "@/shared/orders";
import { invoiceDraft } from "./draft";
import { mailInvoiceIssued } from "./mail";
import { ParasutInvoices } from "./parasut";
import { type InvoiceProvider, InvoiceProviderError } from "./provider";

/** The statuses at and after each moment an invoice may be issued at. */
const reached: Record<InvoiceMoment, OrderStatus[]> = {
  paid: ["paid", "preparing", "shipped", "delivered"],
  shipped: ["shipped", "delivered"],
};
const BATCH = 20;
const FIRST_RETRY_MS = 5 * 60_000;
const LAST_RETRY_MS = 6 * 60 * 60_000;
const SYSTEM = "system";

/** The shop's e-invoice provider, or null while its credentials are not set (invoices stay manual). */
export function configuredInvoicing(): InvoiceProvider | null {
  const config = parasutConfig();
  return config ? new ParasutInvoices(config) : null;
}

/** Later each time: 5 minutes, 10, 20... up to 6 hours. */
export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LAST_RETRY_MS);

async function failed(orderId: number, error: unknown, now: Date) {
  const known = error instanceof InvoiceProviderError;
  const message = known ? error.message : String(error);
  const [row] = await db()
    .update(orderInvoiceIssues)
    .set({ attempts: sql`${orderInvoiceIssues.attempts} + 1`, lastError: message, updatedAt: now })
    .where(eq(orderInvoiceIssues.orderId, orderId))
    .returning({ attempts: orderInvoiceIssues.attempts });
  // A refusal waits for staff (the order's data or the integrator's account must change); a failure is tried again.
  const retry = !known || error.retryable;
  await db()
    .update(orderInvoiceIssues)
    .set({ state: retry ? "pending" : "failed", nextAttemptAt: new Date(now.getTime() + retryDelayMs(row?.attempts ?? 1)) })
    .where(eq(orderInvoiceIssues.orderId, orderId));
}

/** Issues one order's invoice through the provider and keeps its PDF where an uploaded one is kept. */
export async function issueInvoice(orderId: number, provider: InvoiceProvider, now: Date): Promise<boolean> {
  await db().insert(orderInvoiceIssues).values({ orderId, state: "pending", nextAttemptAt: now }).onConflictDoNothing();
  const draft = await invoiceDraft(orderId, now);
  if (!draft) return false;
  try {
    const issued = await provider.issue(draft);
    await db().transaction(async (tx) => {
      const [order] = await tx
        .select({
          id: orders.id,
          userId: orders.userId,
          cartId: orders.cartId,
          email: orders.email,
          number: orders.number,
          shippingAddress: orders.shippingAddress,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order) return;
      const kept = await tx
        .insert(orderInvoices)
        .values({ orderId, number: issued.number, pdf: issued.pdf, uploadedBy: null, uploadedAt: now })
        .onConflictDoNothing()
        .returning({ orderId: orderInvoices.orderId });
      // A PDF staff uploaded meanwhile stays, and the buyer was not told of this one.
      if (kept.length) await mailInvoiceIssued(tx, order, issued.number);
      await tx
        .update(orderInvoiceIssues)
        .set({ state: "issued", kind: issued.kind, providerRef: issued.ref, lastError: null, updatedAt: now })
        .where(eq(orderInvoiceIssues.orderId, orderId));
      await recordAudit(
        {
          actorId: SYSTEM,
          action: "order.invoice.issue",
          entity: "order",
          entityId: orderId,
          after: { number: issued.number, kind: issued.kind },
        },
        tx,
      );
      await publishLive(tx, ownerScope(order), { kind: "order", id: orderId });
    });
    return true;
  } catch (error) {
    await failed(orderId, error, now);
    return false;
  }
}

/** Cancels (or answers with a return invoice) the issued invoice of a cancelled order. */
export async function undoInvoice(orderId: number, provider: InvoiceProvider, now: Date): Promise<boolean> {
  const [issue] = await db().select().from(orderInvoiceIssues).where(eq(orderInvoiceIssues.orderId, orderId));
  const draft = await invoiceDraft(orderId, now);
  if (!issue?.providerRef || !draft) return false;
  try {
    const done = await provider.undo(issue.providerRef, draft);
    await db()
      .update(orderInvoiceIssues)
      .set({ state: done, lastError: null, updatedAt: now })
      .where(eq(orderInvoiceIssues.orderId, orderId));
    await recordAudit({
      actorId: SYSTEM,
      action: `order.invoice.${done === "cancelled" ? "cancel" : "return"}`,
      entity: "order",
      entityId: orderId,
    });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db().update(orderInvoiceIssues).set({ lastError: message, updatedAt: now }).where(eq(orderInvoiceIssues.orderId, orderId));
    return false;
  }
}

/**
 * The job's run: issues the invoices of the orders that reached the moment staff chose in the store settings and
 * have none (an uploaded PDF counts: staff's stays), retrying failures when due, and undoes those of cancelled
 * orders. Without credentials it does nothing: invoices are manual.
 */
export async function issueDueInvoices(now: Date, provider = configuredInvoicing()) {
  if (!provider) return { manual: true };
  const { invoiceMoment } = await storeSettings();
  const due = await db()
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(orderInvoices, eq(orderInvoices.orderId, orders.id))
    .leftJoin(orderInvoiceIssues, eq(orderInvoiceIssues.orderId, orders.id))
    .where(
      and(
        inArray(orders.status, reached[invoiceMoment]),
        isNull(orderInvoices.orderId),
        or(isNull(orderInvoiceIssues.orderId), and(eq(orderInvoiceIssues.state, "pending"), lte(orderInvoiceIssues.nextAttemptAt, now))),
      ),
    )
    .orderBy(orders.id)
    .limit(BATCH);
  const cancelled = await db()
    .select({ id: orderInvoiceIssues.orderId })
    .from(orderInvoiceIssues)
    .innerJoin(orders, eq(orders.id, orderInvoiceIssues.orderId))
    .where(and(eq(orders.status, "cancelled"), eq(orderInvoiceIssues.state, "issued")))
    .limit(BATCH);
  let issued = 0;
  let undone = 0;
  for (const { id } of due) if (await issueInvoice(id, provider, now)) issued++;
  for (const { id } of cancelled) if (await undoInvoice(id, provider, now)) undone++;
  return { issued, undone, tried: due.length + cancelled.length };
}
