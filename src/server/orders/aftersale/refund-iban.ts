import "server-only";
import { eq } from "drizzle-orm";
import { t } from "@/i18n/server";
import { recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { orderRefunds, orderStatusHistory, orders } from "@/server/platform/db/schema";
import { conflict, notFound } from "@/server/platform/http/errors";
import { refundText } from "./mail";

/**
 * Staff confirm the IBAN a guest gave (with only the order's number and e-mail) for a transfer refund, having
 * checked it with the buyer through the order's phone or e-mail: only then is it the refund's IBAN, the one to pay.
 * Recorded in the audit log and in the order's history. Once only: `409 refund_iban_not_pending` after.
 */
export async function confirmRefundIban(staffId: string, refundId: number, now = new Date()) {
  return db().transaction(async (tx) => {
    const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).for("update");
    if (!refund) throw notFound();
    const iban = refund.unconfirmedIban;
    if (!iban) throw conflict("refund_iban_not_pending");
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, refund.orderId));
    await tx.update(orderRefunds).set({ iban, unconfirmedIban: null }).where(eq(orderRefunds.id, refund.id));
    const confirmed = { ...refund, iban, unconfirmedIban: null };
    await tx.insert(orderStatusHistory).values({
      orderId: refund.orderId,
      status: order!.status,
      step: "refund_iban_confirmed",
      note: t("aftersale:refund.confirmedNote", { refund: refundText(confirmed) }),
      actorId: staffId,
      createdAt: now,
    });
    await recordAudit(
      {
        actorId: staffId,
        action: "order.refund.iban_confirmed",
        entity: "order",
        entityId: refund.orderId,
        before: { refundId, iban: null, unconfirmedIban: iban },
        after: { refundId, iban },
      },
      tx,
    );
    return { id: refund.id, amount: refund.amount, method: refund.method, iban, unconfirmedIban: null };
  });
}
