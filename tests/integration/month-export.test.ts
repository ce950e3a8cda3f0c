import { asc, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import ReportsPage from "@/app/admin/reports/page";
import { GET as monthExport } from "@/app/api/admin/reports/export/route";
import { POST as applyCoupon } from "@/app/api/cart/apply-coupon-code/route";
import { parseCsv } from "@/lib/csv";
import { formatPrice } from "@/lib/money";
import { db } from "@/server/platform/db/client";
import {
  categories,
  coupons,
  orderItems,
  orderRefunds,
  orderReturnLines,
  orderReturns,
  orders,
  products,
} from "@/server/platform/db/schema";
import { call } from "../support/api";
import { staffSession } from "../support/staff";
import { signUp } from "./account-support";
import { Shopper, simpleProduct } from "./cart-helpers";
import { addToCart, fillCheckout, order } from "./checkout-helpers";

const PATH = "/api/admin/reports/export";
const RANGE = "from=2026-11-01&to=2026-11-30";

/** Places an order of a 20 % and a 10 % KDV product with a 10 % coupon, then dates it at `at`. */
async function placedAt(at: string, paymentMethod: string, status: "preparing" | "paid" | "cancelled") {
  const s = new Shopper();
  await addToCart(s, await simpleProduct(10, 123_45, 20), 2);
  await addToCart(s, await simpleProduct(10, 99_99, 10), 1);
  expect((await s.post(applyCoupon, "/api/cart/apply-coupon-code", { couponCode: "AYSONU10" })).status).toBe(200);
  await fillCheckout(s, { paymentMethod });
  const res = await order(s);
  if (res.status !== 200) throw new Error(res.text);
  const [row] = await db()
    .update(orders)
    .set({ createdAt: new Date(at), status })
    .where(eq(orders.number, res.json.number))
    .returning();
  return row!;
}

const download = (cookie: string, query: string) => call(monthExport, `${PATH}?${query}`, { method: "GET", cookie });

async function csvOf(staff: string, sheet: string) {
  const res = await monthExport(
    new Request(`http://localhost:3000${PATH}?${RANGE}&format=csv&sheet=${sheet}`, { headers: { cookie: staff } }),
  );
  expect(res.status).toBe(200);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { res, text, rows: parseCsv(text).map((r) => r.fields) };
}

let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));
const render = async (page: Promise<ReactNode>) => renderToStaticMarkup(await page);

let staff = "";
let customer = "";
let first: typeof orders.$inferSelect;
let last: typeof orders.$inferSelect;
let cancelled: typeof orders.$inferSelect;

beforeAll(async () => {
  staff = await staffSession();
  requestHeaders = new Headers({ cookie: staff });
  customer = (await signUp("ay-sonu-musteri@example.com")).cookie;
  await db().insert(coupons).values({ code: "AYSONU10", kind: "percent", value: 10, minSubtotal: 0 });
  // Istanbul midnight of the first day is 21:00 UTC the day before; the last second of the last day is in.
  first = await placedAt("2026-10-31T21:00:00Z", "cash_on_delivery", "preparing");
  last = await placedAt("2026-11-30T20:59:59Z", "bank_transfer", "paid");
  cancelled = await placedAt("2026-11-15T09:00:00Z", "bank_transfer", "cancelled");
  await placedAt("2026-10-31T20:59:59Z", "cash_on_delivery", "preparing");
  await placedAt("2026-11-30T21:00:00Z", "bank_transfer", "paid");
  await db()
    .insert(orderRefunds)
    .values([
      {
        orderId: first.id,
        amount: 50_00,
        method: "bank_transfer",
        iban: "TR330006100519786457841326",
        createdAt: new Date("2026-11-20T10:00:00Z"),
      },
      { orderId: first.id, amount: 10_00, method: "bank_transfer", createdAt: new Date("2026-12-01T10:00:00Z") },
    ]);
});

describe("the accountant's month", () => {
  it("is staff only", async () => {
    expect((await download("", `${RANGE}&format=xlsx`)).status).toBe(401);
    const refused = await download(customer, `${RANGE}&format=xlsx`);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: "forbidden" });
  });

  it("refuses a bad range or format with a 400 and its code", async () => {
    for (const query of [
      "from=2026-11-30&to=2026-11-01&format=xlsx",
      "from=2026-02-30&to=2026-03-01&format=xlsx",
      "from=2025-01-01&to=2026-11-01&format=xlsx",
      `${RANGE}&format=csv`,
      `${RANGE}&format=pdf`,
      "format=xlsx",
    ]) {
      const res = await download(staff, query);
      expect(res.status, query).toBe(400);
      expect(res.json).toMatchObject({ code: "validation_failed" });
    }
  });

  it("lists the orders placed on the range's Istanbul days, in Turkish, as Turkish Excel reads CSV", async () => {
    const { res, text, rows } = await csvOf(staff, "orders");
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="muhasebe-siparisler-2026-11-01-2026-11-30.csv"');
    expect(text.startsWith("\uFEFFSipariş no;Tarih;Durum;Ödeme yöntemi;")).toBe(true);
    expect(rows.slice(1).map((r) => r[0])).toEqual([first.number, cancelled.number, last.number]);
    expect(rows[1]!.slice(1, 4)).toEqual(["2026-11-01 00:00:00", "Hazırlanıyor (kapıda ödeme)", "Kapıda ödeme"]);
    expect(rows[3]![1]).toBe("2026-11-30 23:59:59");
    // The amounts are the order's own, with the decimal comma.
    const lira = (k: number) => `${Math.trunc(k / 100)},${String(k % 100).padStart(2, "0")}`;
    expect(rows[1]!.slice(4, 11)).toEqual(
      [first.subTotal, first.discountTotal, first.deliveryTotal, first.cashOnDeliveryServiceFee, 0, first.taxTotal, first.grandTotal].map(
        lira,
      ),
    );
  });

  it("sums the KDV per rate to the sales' own KDV, with the discount, the delivery and the cash-on-delivery fee", async () => {
    const { rows } = await csvOf(staff, "tax");
    expect(rows[0]).toEqual(["KDV oranı (%)", "Matrah", "KDV", "KDV dahil tutar"]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["10", "20", "Toplam"]);
    const kurus = (s: string) => Number(s.replace(",", ""));
    const total = rows.at(-1)!;
    expect(kurus(total[2]!)).toBe(first.taxTotal + last.taxTotal);
    expect(kurus(total[3]!)).toBe(first.grandTotal + last.grandTotal);
    expect(kurus(total[1]!) + kurus(total[2]!)).toBe(kurus(total[3]!));
    expect(first.discountTotal).toBeGreaterThan(0);
    expect(first.cashOnDeliveryServiceFee).toBeGreaterThan(0);
  });

  it("lists the refunds made on the range's days", async () => {
    const { rows } = await csvOf(staff, "refunds");
    expect(rows.slice(1)).toEqual([[first.number, "2026-11-20 13:00:00", "Havale ile iade", "50,00"]]);
  });

  it("gives every sheet in one workbook that reads back with amounts as numbers and dates in shop time", async () => {
    const res = await monthExport(new Request(`http://localhost:3000${PATH}?${RANGE}&format=xlsx`, { headers: { cookie: staff } }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="muhasebe-2026-11-01-2026-11-30.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(book.worksheets.map((w) => w.name)).toEqual(["Siparişler", "Faturalar", "İadeler", "Ödemeler", "KDV"]);
    const sheet = book.getWorksheet("Siparişler")!;
    expect(sheet.getRow(2).getCell(1).value).toBe(first.number);
    expect((sheet.getRow(2).getCell(2).value as Date).toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(sheet.getRow(2).getCell(11).value).toBe(first.grandTotal / 100);
    const tax = book.getWorksheet("KDV")!;
    const totalRow = tax.getRow(tax.rowCount);
    expect(totalRow.getCell(1).value).toBe("Toplam");
    expect(Math.round((totalRow.getCell(3).value as number) * 100)).toBe(first.taxTotal + last.taxTotal);
  });

  it("ranks the range's categories by their lines and the products asked back by their units, rejected requests aside", async () => {
    const lines = await db()
      .select({ id: orderItems.id, name: orderItems.name, lineTotal: orderItems.lineTotal, category: categories.name })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(orderItems.orderId, last.id))
      .orderBy(asc(orderItems.id));
    const [asked, refused] = await db()
      .insert(orderReturns)
      .values([
        { orderId: last.id, status: "requested", createdAt: new Date("2026-11-25T10:00:00Z") },
        { orderId: last.id, status: "rejected", createdAt: new Date("2026-11-26T10:00:00Z") },
      ])
      .returning();
    await db()
      .insert(orderReturnLines)
      .values([
        { returnId: asked!.id, orderItemId: lines[0]!.id, quantity: 2 },
        { returnId: refused!.id, orderItemId: lines[1]!.id, quantity: 1 },
      ]);
    const html = await render(ReportsPage({ searchParams: Promise.resolve({ from: "2026-11-01", to: "2026-11-30" }) }));
    expect(html).toContain("En çok satan kategoriler");
    for (const line of lines) expect(html).toContain(line.category);
    const returns = html.split("En çok iade istenen ürünler")[1]!.split("</figure>")[0]!;
    expect(returns).toContain(lines[0]!.name);
    expect(returns).toContain("2 adet");
    expect(returns).not.toContain(lines[1]!.name);
  });

  it("shows the range's sales on the reports page at the orders' own totals, day by Istanbul day", async () => {
    const html = await render(ReportsPage({ searchParams: Promise.resolve({ from: "2026-11-01", to: "2026-11-30" }) }));
    const revenue = first.grandTotal + last.grandTotal;
    expect(html).toContain(formatPrice(revenue));
    expect(html).toContain("Günlere göre ciro ve sipariş");
    expect(html).toContain(`${formatPrice(first.grandTotal)} · 1 sipariş`);
    expect(html).toContain(`${formatPrice(last.grandTotal)} · 1 sipariş`);
    expect(html).toContain("Kapıda ödeme");
    expect(html).toContain('action="/api/admin/reports/export"');
    expect(html).not.toContain('role="alert"');
    const wrong = await render(ReportsPage({ searchParams: Promise.resolve({ from: "2026-11-30", to: "2026-11-01" }) }));
    expect(wrong).toContain('role="alert"');
  });
});
