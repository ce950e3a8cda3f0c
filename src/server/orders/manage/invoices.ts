import "server-only";
import { eq } from "drizzle-orm";
import { assertPdf } from "@/server/content";
import { recordAudit } from "@/server/platform/audit";
import { orderInvoices, orders } from "@/server/platform/db/schema";
import { notFound } from "@/server/platform/http/errors";
import { ownerScope, publishLive } from "@/server/platform/live/publish";
import { staffChange } from "@/server/platform/staff-change";

/**
 * Attaches the invoice the shop's e-invoice provider issued (its number and PDF) to an order, or replaces it; the
 * customer downloads it from My Orders (an open order page is told at once). The file must be a PDF by its first bytes, whatever its name says.
 */
export function attachInvoice(actorId: string, orderId: number, number: string, pdf: Uint8Array) {
  assertPdf(pdf);
  return staffChange([], async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, userId: orders.userId, cartId: orders.cartId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) throw notFound();
    const [before] = await tx.select({ number: orderInvoices.number }).from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
    const values = { number, pdf, uploadedBy: actorId, uploadedAt: new Date() };
    await tx
      .insert(orderInvoices)
      .values({ orderId, ...values })
      .onConflictDoUpdate({ target: orderInvoices.orderId, set: values });
    await recordAudit(
      {
        actorId,
        action: "order.invoice.attach",
        entity: "order",
        entityId: orderId,
        before: before ?? null,
        after: { number, bytes: pdf.length },
      },
      tx,
    );
    // The buyer's open order page offers the invoice at once.
    await publishLive(tx, ownerScope(order), { kind: "order", id: orderId });
    return { orderId, number };
  });
}
