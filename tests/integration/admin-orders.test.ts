import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import OrderPage from "@/app/admin/orders/[id]/page";
import OrdersPage from "@/app/admin/orders/page";
import AdminHome from "@/app/admin/page";
import { POST as changeStatus } from "@/app/api/admin/orders/change-status/route";
import { POST as listOrders } from "@/app/api/admin/orders/route";
import { adminCounts } from "@/server/orders/manage/orders";
import { db } from "@/server/platform/db/client";
import { orders, paymentNotifications } from "@/server/platform/db/schema";
import { latestMailTo } from "@/server/platform/mail";
import { call } from "../support/api";
import { drainMail } from "../support/jobs";
import { staffSession } from "../support/staff";
import { Shopper, simpleProduct } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

/** What staff see of a cash-on-delivery order billed to a company at another address. */

let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));
vi.mock("next/navigation", async (original) => ({ ...(await original()), useRouter: () => ({ refresh: () => {} }) }));

const render = async (page: Promise<ReactNode>) => renderToStaticMarkup(await page);
const billing = {
  ...guestAddress,
  fullName: "Mert Kaya",
  line: "Fatura Sok. No: 3",
  billingType: "corporate",
  companyName: "Işık Baskı Ltd. Şti.",
  taxOffice: "Kadıköy",
  taxNumber: "1234567890",
};
let placed = { number: "", id: 0 };
let staff = "";
let toPrepareBefore = 0;

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-admin-orders-"));
  staff = await staffSession();
  requestHeaders = new Headers({ cookie: staff });
  toPrepareBefore = (await adminCounts()).ordersToPrepare;
  const shopper = new Shopper();
  await addToCart(shopper, await simpleProduct(5, 300_00));
  await fillCheckout(shopper, {
    info: { email: "kapida@example.com", shippingAddress: guestAddress, billingAddress: billing },
    paymentMethod: "cash_on_delivery",
    deliveryType: "express",
  });
  const res = await order(shopper);
  expect(res.json.status).toBe("preparing");
  const list = await call(listOrders, "/api/admin/orders", { cookie: staff, body: { query: res.json.number } });
  placed = { number: res.json.number, id: list.json.items[0].id };
});

describe("a cash-on-delivery order in the back office", () => {
  it("is counted and listed among the orders to prepare", async () => {
    expect((await adminCounts()).ordersToPrepare).toBe(toPrepareBefore + 1);
    const home = await render(AdminHome({}));
    expect(home).toContain('href="/admin/orders?status=to_prepare"');
    const queue = await call(listOrders, "/api/admin/orders", { cookie: staff, body: { status: "to_prepare" } });
    expect(queue.json.items.map((o: { number: string }) => o.number)).toContain(placed.number);
    for (const o of queue.json.items) expect(["paid", "preparing", "awaiting_payment"]).toContain(o.status);
  });

  it("shows its status in words in the list, the filter, the header and the history", async () => {
    const list = await render(OrdersPage({ searchParams: Promise.resolve({ q: placed.number }) }));
    const detail = await render(OrderPage({ params: Promise.resolve({ id: String(placed.id) }) }));
    // The status form is a client island, translated in the browser (e2e/admin.desktop.spec.ts): leave it out here.
    const serverRendered = detail.replace(/<form[\s\S]*<\/form>/, "");
    for (const html of [list, serverRendered]) expect(html).not.toContain("orders.status.");
    expect(list).toContain("Hazırlanıyor (kapıda ödeme)");
    expect(list).toContain('<option value="to_prepare"');
    expect(detail).toContain("<strong>Hazırlanıyor (kapıda ödeme)</strong>");
  });

  it("shows what staff need to invoice and ship it", async () => {
    const html = await render(OrderPage({ params: Promise.resolve({ id: String(placed.id) }) }));
    for (const text of [
      "Kapıda ödeme",
      "Hızlı teslimat",
      "Kapıda ödeme hizmet bedeli",
      "Kargo",
      "Fatura adresi",
      "Fatura Sok. No: 3",
      "Kurumsal",
      "Işık Baskı Ltd. Şti.",
      "Kadıköy",
      "1234567890",
    ])
      expect(html, text).toContain(text);
    // The company is the billing address's, not the parcel's.
    const delivery = html.slice(html.indexOf('aria-label="Teslimat adresi"'), html.indexOf('aria-label="Fatura adresi'));
    expect(delivery).not.toContain("Işık Baskı");
  });

  it("told the customer how cash on delivery works in the confirmation mail", async () => {
    await drainMail();
    const mail = await latestMailTo("kapida@example.com");
    expect(mail?.text).toContain(
      "Ödeme yöntemi: Kapıda ödeme. Siparişiniz hazırlanıp kargoya verilecek; ödemeyi teslimatta kuryeye nakit olarak yaparsınız. Teslimatta ödenecek tutar 698,00 TL (kapıda ödeme hizmet bedeli 49,00 TL dahil).",
    );
  });

  it("mails the note staff write when they ship it (the tracking number)", async () => {
    const note = "Yurtiçi Kargo takip no: 123456789012";
    const res = await call(changeStatus, "/api/admin/orders/change-status", {
      cookie: staff,
      body: { orderId: placed.id, status: "shipped", note },
    });
    expect(res.status).toBe(200);
    await drainMail();
    const mail = await latestMailTo("kapida@example.com");
    expect(mail?.subject).toBe(`${placed.number} numaralı siparişiniz: Kargoya verildi`);
    expect(mail?.text).toContain(`Notumuz: ${note}`);
  });
});

describe("a bank-transfer order whose buyer sent a transfer notice", () => {
  it("is counted and listed among the orders to prepare, for staff to check the notice", async () => {
    const shopper = new Shopper();
    await addToCart(shopper, await simpleProduct(5, 300_00));
    await fillCheckout(shopper, { info: { email: "havale-bildirim@example.com", shippingAddress: guestAddress } });
    const res = await order(shopper);
    const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.number, res.json.number));
    const before = (await adminCounts()).ordersToPrepare;
    await db()
      .insert(paymentNotifications)
      .values({ orderId: row!.id, iban: "TR000000000000000000000000", amount: 1, paidOn: "2026-01-05", senderName: "Ali Havale" });
    expect((await adminCounts()).ordersToPrepare).toBe(before + 1);
    const queue = await call(listOrders, "/api/admin/orders", { cookie: staff, body: { status: "to_prepare" } });
    expect(queue.json.items.map((o: { number: string }) => o.number)).toContain(res.json.number);
  });
});
