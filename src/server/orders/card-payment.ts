import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt, min } from "drizzle-orm";
import { t } from "@/i18n/server";
import { decimalToKurus } from "@/lib/money";
import type { CartOwner } from "@/server/cart";
import { db, type Tx } from "@/server/platform/db/client";
import { cardPayments, carts, categories, orderItems, orderStatusHistory, orders, products } from "@/server/platform/db/schema";
import { ApiError, conflict, notFound } from "@/server/platform/http/errors";
import { cacheTags, invalidate } from "@/server/platform/runtime/cache";
import { logger } from "@/server/platform/runtime/log";
import { type ConfirmedOrder, confirmationFor, orderByNumber } from "./confirmation";
import { basketOf, checkoutFormRequest } from "./payments/iyzico/checkout-form";
import { type IyzicoAnswer, iyzicoCall } from "./payments/iyzico/client";
import { newOrderNews } from "./staff-mail";
import { restoreStock } from "./stock";

/** How long a card order keeps its stock after its last payment attempt before it is cancelled. */
export const CARD_HOLD_MINUTES = 30;
/** The most installments a card payment may have, whatever a category allows. */
export const MAX_INSTALLMENTS = 12;

/** The smallest installment cap among the categories of an order's products (12 when none is set). */
export async function orderMaxInstallments(orderId: number): Promise<number> {
  const [row] = await db()
    .select({ cap: min(categories.maxInstallments) })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderItems.orderId, orderId));
  return Math.max(1, Math.min(MAX_INSTALLMENTS, row?.cap ?? MAX_INSTALLMENTS));
}

function payableCardOrder(order: ConfirmedOrder | null): ConfirmedOrder {
  if (!order) throw notFound();
  if (order.paymentMethod !== "card" || order.status !== "awaiting_payment") throw conflict("payment_not_pending");
  return order;
}

/**
 * Starts (or starts again, after a declined card) the card payment of an awaiting order: asks iyzico for a hosted
 * checkout form and answers the page the shopper is sent to. Each attempt has its own token and conversation id;
 * starting one restarts the order's hold on its stock.
 */
export async function startCardPayment(
  owner: CartOwner,
  number: string,
  context: { origin: string; clientIp: string },
): Promise<{ paymentPageUrl: string }> {
  const order = payableCardOrder(await confirmationFor(owner, number));
  const conversationId = `${order.number}-${randomUUID()}`;
  const request = checkoutFormRequest(order, {
    conversationId,
    callbackUrl: `${context.origin}/api/payments/iyzico/callback`,
    clientIp: context.clientIp,
    maxInstallments: await orderMaxInstallments(order.id),
  });
  const answer = await iyzicoCall("checkoutFormInitialize", "create", request, { signed: "checkoutFormInitialize" });
  const token = String(answer.token ?? "");
  const paymentPageUrl = String(answer.paymentPageUrl ?? "");
  if (!token || answer.conversationId !== conversationId || !/^https?:\/\//.test(paymentPageUrl)) {
    throw new ApiError(502, "payment_provider_error");
  }
  await db().transaction(async (tx) => {
    await tx.insert(cardPayments).values({ orderId: order.id, token, conversationId });
    await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, order.id));
  });
  return { paymentPageUrl };
}

/** "late": iyzico took the money after the order was released; the attempt is recorded, the order stays cancelled. */
export type Settlement = { number: string; outcome: "paid" | "already_paid" | "failed" | "late"; message?: string };

/** The answer is the payment this attempt asked for, for exactly this order; otherwise a 4xx and nothing changes. */
function assertMatches(answer: IyzicoAnswer, attempt: typeof cardPayments.$inferSelect, order: ConfirmedOrder, maxInstallments: number) {
  const price = decimalToKurus(answer.price);
  const paidPrice = decimalToKurus(answer.paidPrice);
  const installment = Number(answer.installment ?? 1);
  const items = Array.isArray(answer.itemTransactions) ? (answer.itemTransactions as { itemId?: unknown; price?: unknown }[]) : [];
  const expected = basketOf(order);
  const sameBasket =
    items.length === expected.length &&
    expected.every((e) => items.some((i) => String(i.itemId) === e.id && decimalToKurus(i.price) === decimalToKurus(e.price)));
  const ok =
    answer.token === attempt.token &&
    answer.conversationId === attempt.conversationId &&
    answer.basketId === order.number &&
    answer.currency === "TRY" &&
    price === order.grandTotal &&
    paidPrice !== null &&
    paidPrice >= price &&
    Number.isInteger(installment) &&
    installment >= 1 &&
    installment <= maxInstallments &&
    sameBasket;
  if (!ok) throw new ApiError(409, "payment_mismatch");
  return { paidPrice: paidPrice!, installment };
}

/**
 * Settles one payment attempt from iyzico's own record of it (the callback and the webhook only say which token to
 * look at): retrieves the payment, checks its signature, then that it is this attempt's payment of this order's
 * amount and basket, and only then marks the order paid, with the card family, installments and surcharge. The
 * order row is locked and at most one attempt per order can be "paid" (a partial unique index), so the callback,
 * a reload and the webhook together pay it once. A declined or abandoned payment leaves the order waiting.
 */
export async function settleCardPayment(token: string): Promise<Settlement> {
  const [attempt] = await db().select().from(cardPayments).where(eq(cardPayments.token, token));
  if (!attempt) throw new ApiError(404, "payment_not_found");
  const [{ number }] = (await db().select({ number: orders.number }).from(orders).where(eq(orders.id, attempt.orderId))) as [
    { number: string },
  ];
  if (attempt.status === "paid") return { number, outcome: "already_paid" };
  const answer = await iyzicoCall(
    "checkoutForm",
    "retrieve",
    { locale: "tr", conversationId: attempt.conversationId, token },
    { signed: "checkoutFormRetrieve", acceptFailure: true },
  ).catch((err) => {
    // A signature our key does not give is a forged or tampered answer: refused, nothing changes.
    if (err instanceof ApiError && err.code === "payment_signature_invalid") throw new ApiError(400, "payment_signature_invalid");
    throw err;
  });
  if (answer.status !== "success" || answer.paymentStatus !== "SUCCESS") {
    const message = String(answer.errorMessage ?? "").slice(0, 500) || null;
    await db()
      .update(cardPayments)
      .set({ status: "failed", errorMessage: message, settledAt: new Date() })
      .where(and(eq(cardPayments.id, attempt.id), eq(cardPayments.status, "started")));
    return { number, outcome: "failed", message: message ?? undefined };
  }
  const order = (await orderByNumber(number))!;
  const { paidPrice, installment } = assertMatches(answer, attempt, order, await orderMaxInstallments(order.id));
  const outcome = await db().transaction((tx) => markPaid(tx, attempt.id, answer, { paidPrice, installment }));
  if (outcome === "paid") logger.info({ order: number }, "card payment settled");
  return { number, outcome };
}

async function markPaid(tx: Tx, attemptId: number, answer: IyzicoAnswer, paid: { paidPrice: number; installment: number }) {
  const [attempt] = await tx.select().from(cardPayments).where(eq(cardPayments.id, attemptId)).for("update");
  const [order] = await tx.select().from(orders).where(eq(orders.id, attempt!.orderId)).for("update");
  if (!order || !attempt) throw notFound();
  if (attempt.status === "paid") return "already_paid" as const;
  if (order.status !== "awaiting_payment") {
    // iyzico took money for an order that no longer waits for it: released after its hold ran out (then this
    // attempt is recorded as paid, for staff to refund), or already paid by another attempt (a second charge,
    // which the one-paid-attempt index leaves for staff to find in iyzico's panel). Either way the order stays.
    logger.error({ order: order.number, paymentId: answer.paymentId }, "card payment for an order no longer awaiting payment");
    const [other] = await tx
      .select({ id: cardPayments.id })
      .from(cardPayments)
      .where(and(eq(cardPayments.orderId, order.id), eq(cardPayments.status, "paid")));
    if (other) return "late" as const;
  }
  const now = new Date();
  const cardFamily = String(answer.cardFamily ?? answer.cardAssociation ?? "").slice(0, 60) || "none";
  await tx
    .update(cardPayments)
    .set({
      status: "paid",
      paymentId: String(answer.paymentId),
      paidPrice: paid.paidPrice,
      installment: paid.installment,
      cardFamily,
      cardAssociation: String(answer.cardAssociation ?? "").slice(0, 60) || null,
      lastFourDigits: String(answer.lastFourDigits ?? "").slice(0, 4) || null,
      errorMessage: null,
      settledAt: now,
    })
    .where(eq(cardPayments.id, attempt.id));
  if (order.status !== "awaiting_payment") return "late" as const;
  const dueDifference = paid.paidPrice - order.grandTotal;
  const card = { cardBrand: cardFamily, installmentCount: paid.installment };
  await tx
    .update(orders)
    .set({ status: "paid", ...card, dueDifference, updatedAt: now })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: "paid", actorId: null, createdAt: now });
  if (order.cartId) await tx.update(carts).set(card).where(eq(carts.id, order.cartId));
  await newOrderNews(tx, order);
  return "paid" as const;
}

/**
 * Cancels the card orders whose payment never came: awaiting payment, their last attempt older than
 * `CARD_HOLD_MINUTES` at `now`. Each open attempt is first settled from iyzico (a callback may have been lost), and
 * an order that cannot be checked is left for the next run. The stock comes back. Meant to be run by the job queue
 * every few minutes; answers the numbers it cancelled.
 */
export async function releaseAbandonedCardOrders(now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - CARD_HOLD_MINUTES * 60_000);
  const stale = await db()
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.paymentMethod, "card"), eq(orders.status, "awaiting_payment"), lt(orders.updatedAt, cutoff)));
  const released: string[] = [];
  for (const order of stale) {
    const open = await db()
      .select({ token: cardPayments.token })
      .from(cardPayments)
      .where(and(eq(cardPayments.orderId, order.id), inArray(cardPayments.status, ["started"])));
    try {
      for (const { token } of open) if ((await settleCardPayment(token)).outcome !== "failed") break;
    } catch (err) {
      logger.warn({ err, order: order.number }, "could not check a card payment before releasing its order");
      continue;
    }
    const cancelled = await db().transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
      if (row?.status !== "awaiting_payment" || row.updatedAt >= cutoff) return false;
      await tx.update(orders).set({ status: "cancelled", updatedAt: now }).where(eq(orders.id, order.id));
      await tx
        .insert(orderStatusHistory)
        .values({ orderId: order.id, status: "cancelled", note: t("cart:payment.card.timeoutNote"), actorId: null, createdAt: now });
      await restoreStock(tx, order.id);
      return true;
    });
    if (cancelled) released.push(order.number);
  }
  if (released.length) await invalidate(cacheTags.catalog);
  return released;
}

/** "Choose another method": an awaiting card order becomes a bank-transfer order (same total, no fee involved). */
export async function switchToBankTransfer(owner: CartOwner, number: string) {
  const order = payableCardOrder(await confirmationFor(owner, number));
  await db()
    .update(orders)
    .set({ paymentMethod: "bank_transfer", updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, "awaiting_payment"), eq(orders.paymentMethod, "card")));
  return { number: order.number, paymentMethod: "bank_transfer" as const };
}
