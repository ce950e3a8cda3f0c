import { storeConfig } from "@/config/store";
import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { t } from "@/i18n/server";
import { returnRefund } from "@/lib/return-refund";
import { recordClarificationShown, shownClarificationVersion } from "@/server/content";
import { recordAudit } from "@/server/platform/audit";
import { type Db, db, type Tx } from "@/server/platform/db/client";
import { orderItems, orderReturnLines, orderReturns, orderStatusHistory, orders, withdrawalExclusions } from "@/server/platform/db/schema";
import { badRequest, conflict, notFound } from "@/server/platform/http/errors";
import { ownerScope, publishLive } from "@/server/platform/live/publish";
import {
  type HistoryStep,
  type ReturnStatus,
  type returnDecisionBody,
  type returnRequestBody,
  WITHDRAWAL_DAYS,
} from "@/shared/orders/aftersale";
import { type OrderOwner, ownerActor, ownerUserId, ownsOrder } from "../owner";
import { payBack, refundIbanOf } from "../refunds";
import { tellStaff } from "../staff-mail";
import { moveStock, productsOf, stockGivenBack } from "../stock";
import { mailAboutReturn, refundText } from "./mail";

const DAY_MS = 24 * 60 * 60_000;

/**
 * A step of a return in the order's history, which the customer (My Orders) and staff see: the order's status does
 * not change, the step labels the line and the note says what happened (aftersale:returns.<key>).
 */
async function noteReturnStep(
  tx: Tx,
  order: Pick<typeof orders.$inferSelect, "id" | "status" | "userId" | "cartId">,
  step: HistoryStep,
  note: string,
  at: { actorId: string | null; now: Date },
) {
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: order.id, status: order.status, step, note, actorId: at.actorId, createdAt: at.now });
  // The buyer's open order page re-reads the order at once (the return's state, the refund).
  await publishLive(tx, ownerScope(order), { kind: "order", id: order.id });
}

/**
 * When the order was delivered, or null: its history's first "delivered" line. The 14 days run from the delivery;
 * the return's own steps are written into the history under the order's status too, and must not restart them.
 */
export async function deliveredAt(q: Db | Tx, orderId: number): Promise<Date | null> {
  const [row] = await q
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, "delivered")))
    .orderBy(asc(orderStatusHistory.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** The last moment a return may be asked for: the end of the 14 days after delivery. */
export const withdrawalEnds = (delivered: Date) => new Date(delivered.getTime() + WITHDRAWAL_DAYS * DAY_MS);

/** Units of each line already in returns of these statuses. */
export async function returnedUnits(q: Db | Tx, orderId: number, statuses: ReturnStatus[]) {
  const rows = await q
    .select({ itemId: orderReturnLines.orderItemId, units: sql<number>`sum(${orderReturnLines.quantity})::int` })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(and(eq(orderReturns.orderId, orderId), inArray(orderReturns.status, statuses)))
    .groupBy(orderReturnLines.orderItemId);
  return new Map(rows.map((r) => [r.itemId, Number(r.units)]));
}

/** The products among these that are made to the buyer's order (no withdrawal). */
export async function excludedProducts(q: Db | Tx, productIds: number[]) {
  if (productIds.length === 0) return new Set<number>();
  const rows = await q
    .select({ id: withdrawalExclusions.productId })
    .from(withdrawalExclusions)
    .where(inArray(withdrawalExclusions.productId, productIds));
  return new Set(rows.map((r) => r.id));
}

/**
 * The customer asks to return some units of a delivered order within 14 days of delivery, with a reason or none (and, when
 * the order was not paid by card, the IBAN to pay back to; a guest's is held unconfirmed, refundIbanOf). Lines of
 * products made to order, or more units than are left to return, are refused. The request is mailed; staff decide
 * (decideReturn).
 */
export async function requestReturn(owner: OrderOwner, body: z.infer<typeof returnRequestBody>, now = new Date()) {
  const ids = body.lines.map((l) => l.itemId);
  if (new Set(ids).size !== ids.length) throw badRequest("validation_failed");
  const version = await shownClarificationVersion();
  return db().transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, body.orderId), ownsOrder(owner)))
      .for("update");
    if (!order) throw notFound();
    const delivered = order.status === "delivered" ? await deliveredAt(tx, order.id) : null;
    if (!delivered) throw conflict("return_not_delivered");
    if (now > withdrawalEnds(delivered)) throw conflict("withdrawal_period_over");
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const taken = await returnedUnits(tx, order.id, ["requested", "approved"]);
    const excluded = await excludedProducts(
      tx,
      items.flatMap((i) => (i.productId ? [i.productId] : [])),
    );
    for (const line of body.lines) {
      const item = items.find((i) => i.id === line.itemId);
      if (!item) throw badRequest("validation_failed");
      if (item.productId && excluded.has(item.productId)) throw conflict("withdrawal_excluded");
      if (line.quantity > item.quantity - (taken.get(item.id) ?? 0)) throw conflict("return_quantity_too_large");
    }
    if (order.paymentMethod !== "card" && !body.iban) throw badRequest("iban_required");
    const [created] = await tx
      .insert(orderReturns)
      .values({
        orderId: order.id,
        reason: body.reason,
        ...refundIbanOf(owner, order.paymentMethod === "card" ? null : (body.iban ?? null)),
        createdAt: now,
      })
      .returning();
    await tx
      .insert(orderReturnLines)
      .values(body.lines.map((l) => ({ returnId: created!.id, orderItemId: l.itemId, quantity: l.quantity })));
    const units = body.lines.reduce((sum, l) => sum + l.quantity, 0);
    await recordClarificationShown(tx, { form: "return", recordId: created!.id, userId: ownerUserId(owner), version });
    await noteReturnStep(
      tx,
      order,
      "return_requested",
      t(body.reason ? "aftersale:returns.requestedNote" : "aftersale:returns.requestedNoteNoReason", { count: units, reason: body.reason }),
      {
        actorId: ownerActor(owner),
        now,
      },
    );
    await mailAboutReturn(tx, order, "requested");
    await tellStaff(tx, "return", order, { count: units, reason: body.reason || t("admin:staffMail.noReason") });
    return { id: created!.id, status: created!.status };
  });
}

/**
 * Staff approve or reject a requested return, with a note. Approving gives the returned units back to stock and
 * pays back their worth (src/lib/return-refund.ts) the way the order was paid (payBack); both are recorded in the
 * order's history, the audit and the customer's mail.
 */
export async function decideReturn(staffId: string, decision: z.infer<typeof returnDecisionBody>, ip: string, now = new Date()) {
  const answer = await db().transaction(async (tx) => {
    const [request] = await tx.select().from(orderReturns).where(eq(orderReturns.id, decision.returnId)).for("update");
    if (!request) throw notFound();
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for("update");
    if (request.status !== "requested" || !order) throw conflict("return_already_decided");
    const status = decision.approve ? "approved" : "rejected";
    const decided = { status, staffNote: decision.note || null, decidedAt: now, decidedBy: staffId } as const;
    const audit = { actorId: staffId, action: `order.return.${status}`, entity: "order", entityId: order.id };
    if (!decision.approve) {
      await tx.update(orderReturns).set(decided).where(eq(orderReturns.id, request.id));
      await recordAudit({ ...audit, before: { returnId: request.id }, after: { status } }, tx);
      const rejectedNote = [
        t("aftersale:returns.rejectedNote"),
        decision.note && t("aftersale:returns.staffNote", { note: decision.note }),
      ];
      await noteReturnStep(tx, order, "return_rejected", rejectedNote.filter(Boolean).join(" "), { actorId: staffId, now });
      await mailAboutReturn(tx, order, "rejected", { note: decision.note || t("aftersale:mail.noNote") });
      return { id: request.id, status, refund: null, restocked: [] };
    }
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
    const lines = await tx.select().from(orderReturnLines).where(eq(orderReturnLines.returnId, request.id));
    const returning = new Map(lines.map((l) => [l.orderItemId, l.quantity]));
    const before = await returnedUnits(tx, order.id, ["approved"]);
    const amount = returnRefund({ ...order, lines: items, pricesIncludeTax: storeConfig.pricesIncludeTax }, before, returning);
    const refund =
      amount > 0
        ? await payBack(tx, order, amount, { iban: request.iban, unconfirmedIban: request.unconfirmedIban, ip, now, returnId: request.id })
        : { amount: 0, method: "bank_transfer" as const, iban: request.iban, unconfirmedIban: request.unconfirmedIban };
    const byRow = [...items].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0) || (a.variantId ?? 0) - (b.variantId ?? 0));
    for (const item of byRow) {
      const units = returning.get(item.id);
      if (units) await moveStock(tx, item, units);
    }
    await tx.update(orderReturns).set(decided).where(eq(orderReturns.id, request.id));
    const refunded = refundText(refund);
    const approvedNote = [t("aftersale:returns.approvedNote"), decision.note && t("aftersale:returns.staffNote", { note: decision.note })];
    await noteReturnStep(tx, order, "return_approved", approvedNote.filter(Boolean).join(" "), { actorId: staffId, now });
    await noteReturnStep(tx, order, "refunded", t("aftersale:returns.refundNote", { refund: refunded }), { actorId: staffId, now });
    await recordAudit({ ...audit, before: { returnId: request.id }, after: { status, refund: refund.amount } }, tx);
    await mailAboutReturn(tx, order, "approved", { refund: refunded, note: decision.note || t("aftersale:mail.noNote") });
    return { id: request.id, status, refund, restocked: productsOf(byRow.filter((item) => returning.get(item.id))) };
  });
  const { restocked, ...decided } = answer;
  await stockGivenBack(restocked ?? []);
  return decided;
}
