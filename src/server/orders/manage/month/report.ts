import "server-only";
import { and, asc, eq, inArray, ne, notInArray } from "drizzle-orm";
import type { PaymentMethod } from "@/lib/cart-totals";
import { toShopDay } from "@/lib/shop-time";
import { db } from "@/server/platform/db/client";
import { categories, orderItems, orderReturnLines, orderReturns, orders, products } from "@/server/platform/db/schema";
import { type ShopDays, shopDayBounds, withinDays } from "./range";
import { monthRefunds, NOT_SALES } from "./rows";

export type DaySales = { day: string; revenue: number; orders: number };
export type MethodShare = { method: PaymentMethod; revenue: number; orders: number };
export type TopProduct = { code: string; name: string; quantity: number; revenue: number };
export type TopCategory = { name: string; revenue: number };
export type ReturnedProduct = { name: string; units: number };
export type MonthReport = {
  days: DaySales[];
  methods: MethodShare[];
  products: TopProduct[];
  categories: TopCategory[];
  returns: ReturnedProduct[];
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
 * payment method at their own grand totals, the best-selling products and their categories by their line totals, the
 * units asked back in the range's return requests (those not rejected), and the refunds made.
 */
export async function monthReport(range: ShopDays): Promise<MonthReport> {
  const sales = await db()
    .select({ id: orders.id, createdAt: orders.createdAt, grandTotal: orders.grandTotal, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(and(withinDays(orders.createdAt, range), notInArray(orders.status, [...NOT_SALES])))
    .orderBy(asc(orders.createdAt));
  const lines = sales.length
    ? await db()
        .select({
          code: orderItems.code,
          name: orderItems.name,
          quantity: orderItems.quantity,
          lineTotal: orderItems.lineTotal,
          category: categories.name,
        })
        .from(orderItems)
        .leftJoin(products, eq(products.id, orderItems.productId))
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .where(
          inArray(
            orderItems.orderId,
            sales.map((s) => s.id),
          ),
        )
    : [];
  const refunds = await monthRefunds(range);
  const returned = await db()
    .select({ name: orderItems.name, quantity: orderReturnLines.quantity })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
    .where(and(withinDays(orderReturns.createdAt, range), ne(orderReturns.status, "rejected")));

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
  const topProducts = groupBy(
    lines,
    (l) => l.code,
    (code): TopProduct => ({ code, name: "", quantity: 0, revenue: 0 }),
    (row, l) => {
      row.name = l.name;
      row.quantity += l.quantity;
      row.revenue += l.lineTotal;
    },
  );
  const byCategory = groupBy(
    lines,
    // A line whose product was deleted since has no category: it counts under none.
    (l) => l.category ?? "",
    (name): TopCategory => ({ name, revenue: 0 }),
    (row, l) => {
      row.revenue += l.lineTotal;
    },
  ).filter((c) => c.name);
  const returns = groupBy(
    returned,
    (r) => r.name,
    (name): ReturnedProduct => ({ name, units: 0 }),
    (row, r) => {
      row.units += r.quantity;
    },
  );
  return {
    days: [...byDay.values()],
    methods: methods.sort((a, b) => b.revenue - a.revenue),
    products: topProducts.sort((a, b) => b.revenue - a.revenue).slice(0, TOP),
    categories: byCategory.sort((a, b) => b.revenue - a.revenue).slice(0, TOP),
    returns: returns.sort((a, b) => b.units - a.units).slice(0, TOP),
    totals: {
      revenue: sales.reduce((sum, s) => sum + s.grandTotal, 0),
      orders: sales.length,
      refunds: refunds.length,
      refunded: refunds.reduce((sum, r) => sum + r.amount, 0),
    },
  };
}
