import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as categoryInstallmentsRoute } from "@/app/api/admin/categories/installments/route";
import { POST as cancelCardPaymentRoute } from "@/app/api/admin/orders/cancel-card-payment/route";
import { POST as refundRoute } from "@/app/api/admin/orders/refund-card-payment/route";
import { POST as installmentsRoute } from "@/app/api/catalog/installments/route";
import { POST as cardPaymentRoute } from "@/app/api/checkout/card-payment/route";
import { POST as payByTransfer } from "@/app/api/checkout/pay-by-transfer/route";
import { POST as callbackRoute } from "@/app/api/payments/iyzico/callback/route";
import { POST as webhookRoute } from "@/app/api/payments/iyzico/webhook/route";
import { CARD_HOLD_MINUTES, releaseAbandonedCardOrders } from "@/server/orders/card-payment";
import { db } from "@/server/platform/db/client";
import {
  auditLog,
  cardPayments,
  carts,
  categories,
  customerGroupMembers,
  customerGroups,
  orderStatusHistory,
  orders,
  products,
  productVariants,
} from "@/server/platform/db/schema";
import { latestMailTo } from "@/server/platform/mail";
import { call } from "../support/api";
import { FAKE_IYZICO_PORTS, FakeIyzico } from "../support/fake-iyzico";
import { drainMail } from "../support/jobs";
import { staffSession } from "../support/staff";
import { signUp } from "./account-support";
import { Shopper, simpleProduct, stockOf, variantProduct } from "./cart-helpers";
import { addToCart, fillCheckout, order } from "./checkout-helpers";

const fake = new FakeIyzico();
const saved = { ...process.env };

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-card-"));
  await fake.start(FAKE_IYZICO_PORTS);
  Object.assign(process.env, fake.env());
});
afterAll(async () => {
  for (const key of ["IYZIPAY_API_KEY", "IYZIPAY_SECRET_KEY", "IYZIPAY_URI"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await fake.stop();
});
beforeEach(() => {
  fake.tamper = {};
});

/** A guest's card order of one product (two units), placed and waiting for its payment. */
async function cardOrder(stock = 10, price = 1_000_00) {
  const productId = await simpleProduct(stock, price);
  const shopper = new Shopper();
  await addToCart(shopper, productId, 2);
  const ready = await fillCheckout(shopper, { paymentMethod: "card" });
  const placed = await order(shopper, { expectedGrandTotal: ready.json.grandTotal });
  expect(placed.status, placed.text).toBe(200);
  expect(placed.json).toMatchObject({ status: "awaiting_payment", paymentMethod: "card" });
  return { shopper, productId, number: placed.json.number as string, grandTotal: placed.json.grandTotal as number };
}

async function startPayment(shopper: Shopper, number: string) {
  const res = await shopper.post(cardPaymentRoute, "/api/checkout/card-payment", { orderNumber: number });
  expect(res.status, res.text).toBe(200);
  const token = new URL(res.json.paymentPageUrl).pathname.split("/").pop()!;
  return { token, url: res.json.paymentPageUrl as string };
}

const callback = (token: string) =>
  call(callbackRoute, "/api/payments/iyzico/callback", {
    rawBody: new URLSearchParams({ token }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://sandbox-cpp.iyzipay.com" },
  });

const webhook = (body: unknown, signature: string) =>
  call(webhookRoute, "/api/payments/iyzico/webhook", { body, headers: { "x-iyz-signature-v3": signature } });

const orderRow = async (number: string) => (await db().select().from(orders).where(eq(orders.number, number)))[0]!;
const historyOf = async (orderId: number) => db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));

/** Everything a payment can change, to compare before and after a refused request. */
async function snapshot(number: string) {
  const row = await orderRow(number);
  return {
    order: row,
    history: await historyOf(row.id),
    attempts: await db().select().from(cardPayments).where(eq(cardPayments.orderId, row.id)),
  };
}

// The file's first checkout loads the whole order path: on a busy machine that alone can pass the default 30 s.
describe("card payment through iyzico's hosted checkout form", { timeout: 90_000 }, () => {
  it("sends a basket that adds up, with the buyer's national id and the allowed installments, signed by the SDK", async () => {
    const { shopper, number } = await cardOrder();
    const { token } = await startPayment(shopper, number);
    const request = fake.sessions.get(token)!.request;
    expect(fake.calls.at(-1)).toEqual({ path: "/payment/iyzipos/checkoutform/initialize/auth/ecom", authorized: true });
    expect(request.basketId).toBe(number);
    expect(request.buyer.identityNumber).toBe("10000000146");
    expect(request.callbackUrl).toBe("http://localhost:3000/api/payments/iyzico/callback");
    expect(request.enabledInstallments).toEqual([1, 2, 3, 6, 9, 12]);
    await drainMail();
    const mail = await latestMailTo("ayse@example.com");
    expect(mail?.subject).toContain(number);
    expect(mail?.text).toContain("Ödeme yöntemi: Kredi kartı");
  });

  it("callback, reload and webhook together pay the order exactly once, with card family, installments and surcharge", async () => {
    const { shopper, number, grandTotal, productId } = await cardOrder();
    const stockAfterOrder = await stockOf(productId);
    const { token } = await startPayment(shopper, number);
    fake.pay(token, "4729150000000005", 3);
    const hook = fake.webhookFor(token);

    const answers = await Promise.all([callback(token), callback(token), webhook(hook.body, hook.signature)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 303, 303]);
    expect(answers[0]!.headers.get("location")).toBe(`/checkout/confirmation/${number}?odeme=basarili`);
    const reload = await callback(token);
    expect(reload.status).toBe(303);
    expect((await webhook(hook.body, hook.signature)).status).toBe(200);

    const row = await orderRow(number);
    expect(row).toMatchObject({ status: "paid", cardBrand: "Bonus", installmentCount: 3, dueDifference: Math.round(grandTotal * 0.04) });
    const history = await historyOf(row.id);
    expect(history.filter((h) => h.status === "paid")).toHaveLength(1);
    const paid = await db()
      .select()
      .from(cardPayments)
      .where(and(eq(cardPayments.orderId, row.id), eq(cardPayments.status, "paid")));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ installment: 3, cardFamily: "Bonus", paidPrice: grandTotal + row.dueDifference });
    const [cart] = await db().select().from(carts).where(eq(carts.id, row.cartId!));
    expect(cart).toMatchObject({ cardBrand: "Bonus", installmentCount: 3 });
    expect(await stockOf(productId)).toBe(stockAfterOrder);
  });

  it("the database itself refuses a second paid attempt for one order", async () => {
    const { shopper, number } = await cardOrder();
    const first = await startPayment(shopper, number);
    const second = await startPayment(shopper, number);
    fake.pay(first.token, "4729150000000005", 1);
    expect((await callback(first.token)).status).toBe(303);
    const row = await orderRow(number);
    await expect(db().update(cardPayments).set({ status: "paid" }).where(eq(cardPayments.token, second.token))).rejects.toThrow();
    expect((await orderRow(number)).status).toBe("paid");
    expect(row.status).toBe("paid");
  });

  it("a declined card leaves the order waiting with its stock held; a new attempt then pays it", async () => {
    const { shopper, number, productId } = await cardOrder();
    const stock = await stockOf(productId);
    const declined = await startPayment(shopper, number);
    fake.pay(declined.token, "4111111111111129", 1);
    const res = await callback(declined.token);
    expect([res.status, res.headers.get("location")]).toEqual([303, `/checkout/confirmation/${number}?odeme=basarisiz`]);
    expect((await orderRow(number)).status).toBe("awaiting_payment");
    expect(await stockOf(productId)).toBe(stock);
    const [attempt] = await db().select().from(cardPayments).where(eq(cardPayments.token, declined.token));
    expect(attempt).toMatchObject({ status: "failed", errorMessage: "Kartınızın limiti yetersiz." });

    const retry = await startPayment(shopper, number);
    fake.pay(retry.token, "5451030000000000", 1);
    expect((await callback(retry.token)).status).toBe(303);
    expect(await orderRow(number)).toMatchObject({ status: "paid", cardBrand: "World", installmentCount: 1, dueDifference: 0 });
  });

  it("refuses, and changes nothing for, a forged signature, another amount, an unknown token, a forged or replayed webhook", async () => {
    const { shopper, number } = await cardOrder();
    const { token } = await startPayment(shopper, number);
    fake.pay(token, "4729150000000005", 3);
    const before = await snapshot(number);

    fake.tamper = { signWith: "not-our-secret" };
    expect((await callback(token)).status).toBe(400);
    const priceTampered = String((before.order.grandTotal - 100_00) / 100);
    fake.tamper = { price: priceTampered };
    const cheaper = await callback(token);
    expect([cheaper.status, cheaper.json.code]).toEqual([409, "payment_mismatch"]);
    fake.tamper = {};
    expect((await callback("00000000-0000-0000-0000-000000000000")).status).toBe(404);

    const hook = fake.webhookFor(token);
    expect((await webhook(hook.body, "0".repeat(64))).status).toBe(401);
    expect((await webhook({ ...hook.body, status: "FAILURE" }, hook.signature)).status).toBe(401);
    const forged = fake.webhookFor(token, "not-our-secret");
    expect((await webhook(forged.body, forged.signature)).status).toBe(401);
    // A genuine notification of another attempt's conversation, replayed with this token: its signature no longer fits.
    expect((await webhook({ ...hook.body, paymentConversationId: `${number}-other` }, hook.signature)).status).toBe(401);
    // A well-signed notification naming a token the shop never issued.
    const stranger = { ...hook.body, token: "ffffffff-0000-0000-0000-000000000000" };
    const { webhookSignatureV3 } = await import("@/server/orders/payments/iyzico/signature");
    expect((await webhook(stranger, webhookSignatureV3(fake.keys.secretKey, stranger))).status).toBe(404);

    expect(await snapshot(number)).toEqual(before);
    // The real callback still pays it afterwards.
    expect((await callback(token)).status).toBe(303);
    expect((await orderRow(number)).status).toBe("paid");
  });

  it("the callback keeps the API conventions without the origin check: request id, {code, message}, form only, 4 KB", async () => {
    const asJson = await call(callbackRoute, "/api/payments/iyzico/callback", {
      body: { token: "00000000-0000-0000-0000-000000000000" },
      headers: { origin: "https://sandbox-cpp.iyzipay.com" },
    });
    expect([asJson.status, asJson.json.code]).toEqual([415, "unsupported_media_type"]);
    expect(asJson.json.message).toContain("application/x-www-form-urlencoded");
    expect(asJson.headers.get("x-request-id")).toBeTruthy();
    const form = { "content-type": "application/x-www-form-urlencoded", origin: "https://sandbox-cpp.iyzipay.com" };
    const huge = await call(callbackRoute, "/api/payments/iyzico/callback", { rawBody: `token=${"a".repeat(5000)}`, headers: form });
    expect([huge.status, huge.json.code]).toEqual([413, "payload_too_large"]);
    const empty = await call(callbackRoute, "/api/payments/iyzico/callback", { rawBody: "", headers: form });
    expect([empty.status, empty.json.code]).toEqual([400, "validation_failed"]);
  });

  it("only the order's own browser may start its payment or switch it to bank transfer", async () => {
    const { number } = await cardOrder();
    const stranger = new Shopper();
    expect((await stranger.post(cardPaymentRoute, "/api/checkout/card-payment", { orderNumber: number })).status).toBe(404);
    expect((await stranger.post(payByTransfer, "/api/checkout/pay-by-transfer", { orderNumber: number })).status).toBe(404);
  });

  it("'choose another method' turns a waiting card order into a bank-transfer order", async () => {
    const { shopper, number } = await cardOrder();
    const res = await shopper.post(payByTransfer, "/api/checkout/pay-by-transfer", { orderNumber: number });
    expect(res.json).toEqual({ number, paymentMethod: "bank_transfer" });
    expect(await orderRow(number)).toMatchObject({ paymentMethod: "bank_transfer", status: "awaiting_payment" });
    expect((await shopper.post(cardPaymentRoute, "/api/checkout/card-payment", { orderNumber: number })).status).toBe(409);
  });
});

describe("abandoned card orders", () => {
  it("are cancelled after the hold with their stock back; a payment made meanwhile is found first", async () => {
    const abandoned = await cardOrder(5);
    await startPayment(abandoned.shopper, abandoned.number);
    const paidLate = await cardOrder(5);
    const late = await startPayment(paidLate.shopper, paidLate.number);
    fake.pay(late.token, "4543590000000006", 1);
    const stockHeld = await stockOf(abandoned.productId);

    const soon = new Date(Date.now() + (CARD_HOLD_MINUTES - 1) * 60_000);
    expect(await releaseAbandonedCardOrders(soon)).not.toContain(abandoned.number);
    const later = new Date(Date.now() + (CARD_HOLD_MINUTES + 1) * 60_000);
    const released = await releaseAbandonedCardOrders(later);
    expect(released).toContain(abandoned.number);
    expect(released).not.toContain(paidLate.number);
    expect((await orderRow(abandoned.number)).status).toBe("cancelled");
    expect(await stockOf(abandoned.productId)).toBe(stockHeld + 2);
    expect(await orderRow(paidLate.number)).toMatchObject({ status: "paid", cardBrand: "Maximum" });
    expect(await releaseAbandonedCardOrders(later)).not.toContain(abandoned.number);
  });

  it("a payment that arrives after the release is recorded for staff to refund; the order stays cancelled", async () => {
    const placed = await cardOrder(5);
    const { token } = await startPayment(placed.shopper, placed.number);
    expect(await releaseAbandonedCardOrders(new Date(Date.now() + (CARD_HOLD_MINUTES + 1) * 60_000))).toContain(placed.number);
    fake.pay(token, "4729150000000005", 1);
    const res = await callback(token);
    expect([res.status, res.headers.get("location")]).toEqual([303, `/checkout/confirmation/${placed.number}`]);
    const row = await orderRow(placed.number);
    expect(row.status).toBe("cancelled");
    const [attempt] = await db().select().from(cardPayments).where(eq(cardPayments.token, token));
    expect(attempt).toMatchObject({ status: "paid", paidPrice: row.grandTotal });
  });
});

describe("installments on the product page", () => {
  it("answers each card family's count, monthly amount and total, capped by the category", async () => {
    const productId = await simpleProduct(5, 1_200_00);
    const res = await call(installmentsRoute, "/api/catalog/installments", { body: { productId } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.families.map((f: { cardFamily: string }) => f.cardFamily)).toEqual([
      "Axess",
      "Bonus",
      "CardFinans",
      "Maximum",
      "Paraf",
      "World",
    ]);
    expect(res.json.families[1].rows[2]).toEqual({ count: 3, monthly: 416_00, total: 1_248_00 });

    const [product] = await db().select({ categoryId: products.categoryId }).from(products).where(eq(products.id, productId));
    const staff = await staffSession();
    const set = await call(categoryInstallmentsRoute, "/api/admin/categories/installments", {
      body: { categoryId: product!.categoryId, maxInstallments: 3 },
      cookie: staff,
    });
    expect(set.json).toEqual({ changed: true });
    const tooMany = await call(categoryInstallmentsRoute, "/api/admin/categories/installments", {
      body: { categoryId: product!.categoryId, maxInstallments: 13 },
      cookie: staff,
    });
    expect(tooMany.status).toBe(400);
    const capped = await call(installmentsRoute, "/api/catalog/installments", { body: { productId } });
    expect(capped.json.maxInstallments).toBe(3);
    expect(capped.json.families[0].rows.map((r: { count: number }) => r.count)).toEqual([1, 2, 3]);
    await db().update(categories).set({ maxInstallments: 12 }).where(eq(categories.id, product!.categoryId!));
  });

  it("follows the chosen variant's price; a variant of another product is not found", async () => {
    const { productId, variantId } = await variantProduct(5);
    await db().update(products).set({ salesPrice: 1_200_00 }).where(eq(products.id, productId));
    await db().update(productVariants).set({ salesPrice: 2_400_00 }).where(eq(productVariants.id, variantId));
    const base = await call(installmentsRoute, "/api/catalog/installments", { body: { productId } });
    expect([base.json.price, base.json.families[1].rows[2]]).toEqual([1_200_00, { count: 3, monthly: 416_00, total: 1_248_00 }]);
    const chosen = await call(installmentsRoute, "/api/catalog/installments", { body: { productId, variantId } });
    expect(chosen.status, chosen.text).toBe(200);
    expect([chosen.json.price, chosen.json.families[1].rows[2]]).toEqual([2_400_00, { count: 3, monthly: 832_00, total: 2_496_00 }]);
    const other = await simpleProduct(5, 1_000_00);
    const stranger = await call(installmentsRoute, "/api/catalog/installments", { body: { productId: other, variantId } });
    expect(stranger.status).toBe(404);
  });

  it("follows a customer group's own price for its member, and has no table for a price on request", async () => {
    const productId = await simpleProduct(5, 1_200_00);
    const { cookie, user } = await signUp("bayi.taksit@example.com");
    const [group] = await db().insert(customerGroups).values({ name: "Taksit Bayisi", discountPercent: 50 }).returning();
    await db().insert(customerGroupMembers).values({ groupId: group!.id, userId: user.id });
    const table = async (who: string) =>
      (await call(installmentsRoute, "/api/catalog/installments", { body: { productId }, cookie: who })).json;
    const [member, guest] = [await table(cookie), await table("")];
    expect([member.price, member.families[1].rows[2]]).toEqual([600_00, { count: 3, monthly: 208_00, total: 624_00 }]);
    expect([guest.price, guest.families[1].rows[2]]).toEqual([1_200_00, { count: 3, monthly: 416_00, total: 1_248_00 }]);
    await db().update(products).set({ priceOnRequest: true }).where(eq(products.id, productId));
    expect((await call(installmentsRoute, "/api/catalog/installments", { body: { productId } })).status).toBe(404);
  });
});

describe("staff: cancel and refund", () => {
  async function paidOrder() {
    const placed = await cardOrder();
    const { token } = await startPayment(placed.shopper, placed.number);
    fake.pay(token, "4729150000000005", 1);
    await callback(token);
    return { ...placed, row: await orderRow(placed.number) };
  }

  it("refunds half, then refuses more than what is left; the history, the audit and a mail record it", async () => {
    const staff = await staffSession();
    const { row, number } = await paidOrder();
    const half = Math.floor(row.grandTotal / 2);
    const res = await call(refundRoute, "/api/admin/orders/refund-card-payment", {
      body: { orderId: row.id, amount: half },
      cookie: staff,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.refundedTotal).toBe(half);
    expect(fake.refunds.at(-1)).toMatchObject({ price: String(half / 100) });
    expect((await orderRow(number)).refundedTotal).toBe(half);
    expect((await historyOf(row.id)).at(-1)?.note).toContain("iade");
    await drainMail();
    expect((await latestMailTo(row.email))?.subject).toContain(number);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row.id)));
    expect(audit.some((a) => a.action === "order.payment.refund")).toBe(true);
    const tooMuch = await call(refundRoute, "/api/admin/orders/refund-card-payment", {
      body: { orderId: row.id, amount: row.grandTotal },
      cookie: staff,
    });
    expect([tooMuch.status, tooMuch.json.code]).toEqual([409, "refund_too_large"]);
  });

  it("cancels the day's payment: the order is cancelled and its stock comes back", async () => {
    const staff = await staffSession();
    const { row, productId } = await paidOrder();
    const stock = await stockOf(productId);
    const res = await call(cancelCardPaymentRoute, "/api/admin/orders/cancel-card-payment", { body: { orderId: row.id }, cookie: staff });
    expect(res.status, res.text).toBe(200);
    expect((await orderRow(row.number)).status).toBe("cancelled");
    expect(await stockOf(productId)).toBe(stock + 2);
    expect(fake.cancels).toContain((await db().select().from(cardPayments).where(eq(cardPayments.orderId, row.id)))[0]!.paymentId);
  });
});
