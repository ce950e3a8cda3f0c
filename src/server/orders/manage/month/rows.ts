import "server-only";
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { type RateTax, taxByRate } from "@/lib/cart-totals";
import { db } from "@/server/platform/db/client";
import { cardPayments, orderInvoices, orderItems, orderRefunds, orders } from "@/server/platform/db/schema";
import { type ShopDays, withinDays } from "./range";

/**
 * What the accountant's month is read from: the orders placed on the range's days, the invoices attached on them,
 * the refunds made and the card payments settled on them. Amounts are the ones the order keeps; the KDV per rate is
 * reckoned by the totals' own rule (src/lib/cart-totals.ts), so it sums to each order's KDV.
 */

/** Orders that never became a sale: their KDV is not the shop's. */
export const NOT_SALES = ["awaiting_payment", "cancelled"] as const;

export const monthOrders = (days: ShopDays) =>
  db()
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      subTotal: orders.subTotal,
      discountTotal: orders.discountTotal,
      deliveryTotal: orders.deliveryTotal,
      cashOnDeliveryServiceFee: orders.cashOnDeliveryServiceFee,
      dueDifference: orders.dueDifference,
      taxTotal: orders.taxTotal,
      grandTotal: orders.grandTotal,
      refundedTotal: orders.refundedTotal,
      invoiceNumber: orderInvoices.number,
    })
    .from(orders)
    .leftJoin(orderInvoices, eq(orderInvoices.orderId, orders.id))
    .where(withinDays(orders.createdAt, days))
    .orderBy(asc(orders.createdAt), asc(orders.id));

export const monthInvoices = (days: ShopDays) =>
  db()
    .select({
      invoiceNumber: orderInvoices.number,
      number: orders.number,
      uploadedAt: orderInvoices.uploadedAt,
      taxTotal: orders.taxTotal,
      grandTotal: orders.grandTotal,
    })
    .from(orderInvoices)
    .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
    .where(withinDays(orderInvoices.uploadedAt, days))
    .orderBy(asc(orderInvoices.uploadedAt));

export const monthRefunds = (days: ShopDays) =>
  db()
    .select({ number: orders.number, createdAt: orderRefunds.createdAt, method: orderRefunds.method, amount: orderRefunds.amount })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(withinDays(orderRefunds.createdAt, days))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));

export const monthCardPayments = (days: ShopDays) =>
  db()
    .select({
      number: orders.number,
      settledAt: cardPayments.settledAt,
      paymentId: cardPayments.paymentId,
      paidPrice: cardPayments.paidPrice,
      installment: cardPayments.installment,
      cardFamily: cardPayments.cardFamily,
      lastFourDigits: cardPayments.lastFourDigits,
    })
    .from(cardPayments)
    .innerJoin(orders, eq(orders.id, cardPayments.orderId))
    .where(and(eq(cardPayments.status, "paid"), withinDays(cardPayments.settledAt, days)))
    .orderBy(asc(cardPayments.settledAt));

/**
 * The KDV per rate of the sales placed on the range's days. The order keeps its lines and discount as the shop shows
 * them, KDV included (the catalogue's prices are gross); the fees go at the shop's fee rate.
 */
export async function monthTax(days: ShopDays): Promise<RateTax[]> {
  const sales = await db()
    .select({ id: orders.id, discount: orders.discountTotal, delivery: orders.deliveryTotal, cod: orders.cashOnDeliveryServiceFee })
    .from(orders)
    .where(and(withinDays(orders.createdAt, days), notInArray(orders.status, [...NOT_SALES])));
  if (sales.length === 0) return [];
  const lines = await db()
    .select({ orderId: orderItems.orderId, unitPrice: orderItems.unitPrice, quantity: orderItems.quantity, taxRate: orderItems.taxRate })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        sales.map((s) => s.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const byRate = new Map<number, RateTax>();
  for (const sale of sales) {
    const perOrder = taxByRate({
      lines: lines.filter((l) => l.orderId === sale.id),
      discountGross: sale.discount,
      fees: [sale.delivery, sale.cod],
      feeRate: storeConfig.delivery.feeTaxRate,
    });
    for (const r of perOrder) {
      const sum = byRate.get(r.rate) ?? { rate: r.rate, gross: 0, tax: 0 };
      byRate.set(r.rate, { rate: r.rate, gross: sum.gross + r.gross, tax: sum.tax + r.tax });
    }
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}
