import "server-only";
import { and, asc, inArray, notInArray } from "drizzle-orm";
import type { PaymentMethod } from "@/lib/cart-totals";
import { toShopDay } from "@/lib/shop-time";
import { db } from "@/server/platform/db/client";
import { orderItems, orders } from "@/server/platform/db/schema";
import { type ShopDays, shopDayBounds, withinDays } from "./range";
import { monthRefunds, NOT_SALES } from "./rows";

export type DaySales = { day: string; revenue: number; orders: number };
export type MethodShare = { method: PaymentMethod; revenue: number; orders: number };
export type TopProduct = { code: string; name: string; quantity: number; revenue: number };
export type MonthReport = {
  days: DaySales[];
  methods: MethodShare[];
  products: TopProduct[];
  totals: { revenue: number; orders: number; refunds: number; refunded: number };
};

const TOP = 10;

/** Every shop day of the range, so that a day without sales shows as one. */
function eachDay({ from, to }: ShopDays): string[] {
  const { start, end } = shopDayBounds(from, to);
  const days: string[] = [];
  for (let at = start.getTime(); at < end.getTime(); at += 86_400_000) days.push(toShopDay(new Date(at)));
  return days;
}

/** Groups items by a key into rows, each started by `init` and added to by `add`. */
const groupBy = <T, K, R>(items: T[], key: (item: T) => K, init: (k: K) => R, add: (row: R, item: T) => void): R[] => {
  const rows = new Map<K, R>();
  for (const item of items) {
    const k = key(item);
    const row = rows.get(k) ?? init(k);
    add(row, item);
    rows.set(k, row);
  }
  return [...rows.values()];
};

/**
 * The reports page's figures for a range of shop days: the sales (orders neither unpaid nor cancelled) by day and by
 * payment method at their own grand totals, the best-selling products by their line totals, and the refunds made.
 */
export async function monthReport(range: ShopDays): Promise<MonthReport> {
  const sales = await db()
    .select({ id: orders.id, createdAt: orders.createdAt, grandTotal: orders.grandTotal, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(and(withinDays(orders.createdAt, range), notInArray(orders.status, [...NOT_SALES])))
    .orderBy(asc(orders.createdAt));
  const lines = sales.length
    ? await db()
        .select({ code: orderItems.code, name: orderItems.name, quantity: orderItems.quantity, lineTotal: orderItems.lineTotal })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            sales.map((s) => s.id),
          ),
        )
    : [];
  const refunds = await monthRefunds(range);

  const byDay = new Map(eachDay(range).map((day) => [day, { day, revenue: 0, orders: 0 }]));
  for (const s of sales) {
    const row = byDay.get(toShopDay(s.createdAt));
    if (row) {
      row.revenue += s.grandTotal;
      row.orders += 1;
    }
  }
  const methods = groupBy(
    sales,
    (s) => s.paymentMethod,
    (method): MethodShare => ({ method, revenue: 0, orders: 0 }),
    (row, s) => {
      row.revenue += s.grandTotal;
      row.orders += 1;
    },
  );
  const products = groupBy(
    lines,
    (l) => l.code,
    (code): TopProduct => ({ code, name: "", quantity: 0, revenue: 0 }),
    (row, l) => {
      row.name = l.name;
      row.quantity += l.quantity;
      row.revenue += l.lineTotal;
    },
  );
  return {
    days: [...byDay.values()],
    methods: methods.sort((a, b) => b.revenue - a.revenue),
    products: products.sort((a, b) => b.revenue - a.revenue).slice(0, TOP),
    totals: {
      revenue: sales.reduce((sum, s) => sum + s.grandTotal, 0),
      orders: sales.length,
      refunds: refunds.length,
      refunded: refunds.reduce((sum, r) => sum + r.amount, 0),
    },
  };
}
