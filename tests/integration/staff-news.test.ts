import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as requestReturnRoute } from "@/app/api/account/request-return/route";
import { POST as listOrders } from "@/app/api/admin/orders/route";
import { POST as notifyRoute } from "@/app/api/checkout/payment-notification/route";
import { storeConfig } from "@/config/store";
import { adminCounts } from "@/server/orders/manage/orders";
import { db } from "@/server/platform/db/client";
import { orderStatusHistory, orders } from "@/server/platform/db/schema";
import { jobQueue } from "@/server/platform/jobs/queue";
import { MAIL_JOB } from "@/server/platform/jobs/registry";
import { call } from "../support/api";
import { staffSession } from "../support/staff";
import { signUp } from "./account-support";
import { Shopper, simpleProduct } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

/** The queued mail to the shop's staff address whose subject is `subject`. */
async function staffMail(subject: string) {
  const jobs = await (await jobQueue()).findJobs(MAIL_JOB);
  const mails = jobs.map((j) => j.data as { to: string; subject: string; text: string });
  return mails.filter((m) => m.to === storeConfig.email && m.subject === subject);
}

describe("staff hear of what waits for them, by mail to the shop's address and on the dashboard", () => {
  it("a new transfer order, its buyer's transfer notice and a return request", async () => {
    const email = "personel-haber@example.com";
    const { cookie } = await signUp(email);
    const shopper = new Shopper(cookie);
    await addToCart(shopper, await simpleProduct(5, 450_00));
    await fillCheckout(shopper, { info: { email, shippingAddress: guestAddress } });
    const placed = await order(shopper);
    expect(placed.status, placed.text).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.number, placed.json.number));
    const link = `${storeConfig.siteUrl}/admin/orders/${row!.id}`;

    const [news] = await staffMail(`Yeni sipariş: ${row!.number}`);
    expect(news?.text).toContain("Ödeme: Havale / EFT");
    expect(news?.text).toContain(`Alıcı: ${email}`);
    expect(news?.text).toContain(link);

    const before = await adminCounts();
    const notified = await shopper.post(notifyRoute, "/api/checkout/payment-notification", {
      orderNumber: row!.number,
      iban: "TR68 0001 2345 6789 0123 4567 89",
      amount: row!.grandTotal,
      paidOn: "2026-01-05",
      senderName: "Ayşe Yılmaz",
    });
    expect(notified.status, notified.text).toBe(200);
    const [notice] = await staffMail(`Havale bildirimi: ${row!.number}`);
    expect(notice?.text).toContain("Gönderen: Ayşe Yılmaz");
    expect(notice?.text).toContain("Ödeme tarihi: 5 Oca 2026");
    expect(notice?.text).toContain(link);
    expect((await adminCounts()).ordersToPrepare).toBe(before.ordersToPrepare + 1);

    // Paid, shipped and delivered; the customer sends one unit back without a reason.
    await db().update(orders).set({ status: "delivered" }).where(eq(orders.id, row!.id));
    await db().insert(orderStatusHistory).values({ orderId: row!.id, status: "delivered" });
    const [item] = await db().query.orderItems.findMany({ where: (i, { eq }) => eq(i.orderId, row!.id) });
    const asked = await shopper.post(requestReturnRoute, "/api/account/request-return", {
      orderId: row!.id,
      lines: [{ itemId: item!.id, quantity: 1 }],
      reason: "",
      iban: "TR330006100519786457841326",
    });
    expect(asked.status, asked.text).toBe(200);
    const [request] = await staffMail(`İade talebi: ${row!.number}`);
    expect(request?.text).toContain("1 ürün için iade talebi var");
    expect(request?.text).toContain("Neden: belirtilmedi");
    expect(request?.text).toContain(link);

    const after = await adminCounts();
    expect(after.returnsToDecide).toBe(before.returnsToDecide + 1);
    const queue = await call(listOrders, "/api/admin/orders", { cookie: await staffSession(), body: { status: "return_requested" } });
    expect(queue.status, queue.text).toBe(200);
    expect(queue.json.items.map((o: { number: string }) => o.number)).toEqual([row!.number]);
  });
});
