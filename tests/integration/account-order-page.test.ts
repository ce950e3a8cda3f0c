import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import OrderPage from "@/app/(account)/account/my-orders/[id]/page";
import { storeConfig } from "@/config/store";
import { db } from "@/server/platform/db/client";
import { orders, paymentNotifications } from "@/server/platform/db/schema";
import { signUp } from "./account-support";
import { Shopper, simpleProduct } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

/** What a customer's own order page tells them: how to pay a pending transfer, and where the invoice details go. */

let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));
// Rendered outside Next.js's app router: the page's live island asks for a router it never uses while rendering.
vi.mock("next/navigation", async (original) => ({ ...(await original<object>()), useRouter: () => ({ refresh() {} }) }));

const render = async (page: Promise<ReactNode>) => renderToStaticMarkup(await page);
const company = { billingType: "corporate", companyName: "Işık Baskı Ltd. Şti.", taxOffice: "Kadıköy", taxNumber: "1234567890" };
let orderId = 0;

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-account-order-"));
  const { cookie } = await signUp("havale@example.com");
  requestHeaders = new Headers({ cookie });
  const shopper = new Shopper(cookie);
  await addToCart(shopper, await simpleProduct(5, 300_00));
  await fillCheckout(shopper, {
    info: { shippingAddress: guestAddress, billingAddress: { ...guestAddress, line: "Fatura Sok. 3", ...company } },
  });
  const res = await order(shopper);
  const [row] = await db().select().from(orders).where(eq(orders.number, res.json.number));
  orderId = row!.id;
});

const page = () => render(OrderPage({ params: Promise.resolve({ id: String(orderId) }) }));

describe("a customer's bank-transfer order page", () => {
  it("repeats the IBANs and the payment instructions while the transfer is awaited", async () => {
    const html = await page();
    expect(html).toContain("Ödemeniz bekleniyor: havale/EFT bilgileri");
    for (const account of storeConfig.bankAccounts) expect(html).toContain(account.iban);
    // The instructions with the order number are translated in the browser (a client island, e2e/checkout.spec.ts).
  });

  it("no longer shows them once the order is paid", async () => {
    await db().update(orders).set({ status: "paid" }).where(eq(orders.id, orderId));
    const html = await page();
    expect(html).not.toContain(storeConfig.bankAccounts[0]!.iban);
    await db().update(orders).set({ status: "awaiting_payment" }).where(eq(orders.id, orderId));
  });

  it("keeps the sent transfer notice under its own heading, not as a payment still awaited, once the order ships", async () => {
    await db()
      .insert(paymentNotifications)
      .values({ orderId, iban: storeConfig.bankAccounts[0]!.iban, amount: 1, paidOn: "2026-01-05", senderName: "Ayşe Havale" });
    await db().update(orders).set({ status: "shipped" }).where(eq(orders.id, orderId));
    const html = await page();
    expect(html).not.toContain("Ödemeniz bekleniyor");
    expect(html).toContain("Ödeme bildirimleriniz");
    expect(html).toContain("Ayşe Havale");
    await db().delete(paymentNotifications).where(eq(paymentNotifications.orderId, orderId));
    await db().update(orders).set({ status: "awaiting_payment" }).where(eq(orders.id, orderId));
  });

  it("prints the company and tax details in the billing address only", async () => {
    const html = await page();
    const delivery = html.slice(html.indexOf('aria-label="Teslimat adresi"'), html.indexOf('aria-label="Fatura adresi"'));
    const billing = html.slice(html.indexOf('aria-label="Fatura adresi"'));
    expect(delivery).not.toContain("Işık Baskı");
    expect(billing).toContain("Işık Baskı Ltd. Şti.");
    expect(billing).toContain("1234567890");
    expect(billing).toContain("Kadıköy");
  });
});
