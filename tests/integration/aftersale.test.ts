import { and, asc, eq, lt } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as cancelOrderRoute } from "@/app/api/account/cancel-order/route";
import { POST as requestReturnRoute } from "@/app/api/account/request-return/route";
import { POST as changeStatus } from "@/app/api/admin/orders/change-status/route";
import { POST as decideReturnRoute } from "@/app/api/admin/orders/decide-return/route";
import { POST as shipRoute } from "@/app/api/admin/orders/ship/route";
import { POST as exclusionRoute } from "@/app/api/admin/products/withdrawal-exclusion/route";
import { POST as applyCoupon } from "@/app/api/cart/apply-coupon-code/route";
import { POST as cardPaymentRoute } from "@/app/api/checkout/card-payment/route";
import { POST as callbackRoute } from "@/app/api/payments/iyzico/callback/route";
import { t } from "@/i18n/server";
import { formatDate } from "@/lib/shop-time";
import { cartAnswer } from "@/server/cart/cart";
import { shownClarificationVersion } from "@/server/content/contract-documents";
import { getAdminOrder } from "@/server/orders/manage/orders";
import { db } from "@/server/platform/db/client";
import {
  cardPayments,
  carts,
  clarificationRecords,
  orderItems,
  orderRefunds,
  orderReturns,
  orderShipments,
  orderStatusHistory,
  orders,
} from "@/server/platform/db/schema";
import { resetMailTransport } from "@/server/platform/mail";
import { historyLabelKey } from "@/shared/orders/aftersale";
import { call } from "../support/api";
import { FAKE_IYZICO_PORTS, FakeIyzico } from "../support/fake-iyzico";
import { deliveredTo } from "../support/jobs";
import { freePorts } from "../support/ports";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { staffSession } from "../support/staff";
import { signUp } from "./account-support";
import { Shopper, simpleProduct, stockOf } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

const fake = new FakeIyzico();
const saved = { ...process.env };
const IBAN = "TR330006100519786457841326";
let smtp: TestSmtp;
let staff = "";

beforeAll(async () => {
  await fake.start(FAKE_IYZICO_PORTS);
  Object.assign(process.env, fake.env());
  const [port] = (await freePorts(1)) as [number];
  smtp = await startSmtp(port);
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  resetMailTransport();
  staff = await staffSession();
});
afterAll(async () => {
  for (const key of ["IYZIPAY_API_KEY", "IYZIPAY_SECRET_KEY", "IYZIPAY_URI", "SMTP_URL"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetMailTransport();
  await smtp.close();
  await fake.stop();
});
beforeEach(() => {
  fake.tamper = {};
});

let customers = 0;
/** A signed-in customer's order of these products (id → units), paid by card in some installments or by transfer. */
async function placeOrder(lines: [number, number][], payment: { card?: number; coupon?: string } = {}) {
  const email = `musteri${++customers}@example.com`;
  const { cookie } = await signUp(email);
  const shopper = new Shopper(cookie);
  for (const [productId, units] of lines) await addToCart(shopper, productId, units);
  if (payment.coupon)
    expect((await shopper.post(applyCoupon, "/api/cart/apply-coupon-code", { couponCode: payment.coupon })).status).toBe(200);
  await fillCheckout(shopper, { paymentMethod: payment.card ? "card" : "bank_transfer", info: { email, shippingAddress: guestAddress } });
  const placed = await order(shopper);
  expect(placed.status, placed.text).toBe(200);
  let [row] = await db().select().from(orders).where(eq(orders.number, placed.json.number));
  if (payment.card) {
    const res = await shopper.post(cardPaymentRoute, "/api/checkout/card-payment", { orderNumber: row!.number });
    const token = new URL(res.json.paymentPageUrl).pathname.split("/").pop()!;
    fake.pay(token, "4729150000000005", payment.card);
    const back = await call(callbackRoute, "/api/payments/iyzico/callback", {
      rawBody: new URLSearchParams({ token }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://sandbox-cpp.iyzipay.com" },
    });
    expect(back.status).toBe(303);
  } else {
    await db().update(orders).set({ status: "paid" }).where(eq(orders.id, row!.id));
  }
  [row] = await db().select().from(orders).where(eq(orders.id, row!.id));
  return { shopper, email, row: row! };
}

/** The notes of the order's history, oldest first: what My Orders and the back office show. */
const historyNotes = async (id: number) =>
  (
    await db()
      .select({ note: orderStatusHistory.note })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id))
  ).flatMap((h) => (h.note ? [h.note] : []));

const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const itemsOf = (id: number) => db().select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id));

const ship = (orderId: number, carrier = "yurtici", trackingNumber = "YK123456789") =>
  call(shipRoute, "/api/admin/orders/ship", { cookie: staff, body: { orderId, carrier, trackingNumber } });
const deliver = (orderId: number) =>
  call(changeStatus, "/api/admin/orders/change-status", { cookie: staff, body: { orderId, status: "delivered" } });
const decide = (returnId: number, approve: boolean, note?: string) =>
  call(decideReturnRoute, "/api/admin/orders/decide-return", { cookie: staff, body: { returnId, approve, note } });

describe("shipping and tracking", () => {
  it("staff ship with a Yurtiçi tracking number: kept on the order, linked in the mail; then delivered, with its date", async () => {
    const { row, email } = await placeOrder([[await simpleProduct(5, 400_00), 1]]);
    const res = await ship(row.id);
    expect(res.status, res.text).toBe(200);
    const link = "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK123456789";
    expect(res.json).toEqual({ id: row.id, status: "shipped", trackingUrl: link });
    const [shipment] = await db().select().from(orderShipments).where(eq(orderShipments.orderId, row.id));
    expect(shipment).toMatchObject({ carrier: "yurtici", trackingNumber: "YK123456789" });
    const mail = (await deliveredTo(smtp, email)).at(-1)!;
    expect(mail).toContain("Kargoya verildi");
    expect(mail).toContain("Merhaba Ayşe Yılmaz,");
    expect(mail).toContain("Yurtiçi Kargo, takip numarası YK123456789.");
    expect(mail).toContain(link);

    expect((await deliver(row.id)).status).toBe(200);
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, row.id), eq(orderStatusHistory.status, "delivered")));
    expect(history).toHaveLength(1);
    // The delivered mail names the last day of the 14-day withdrawal period.
    const delivered = (await deliveredTo(smtp, email)).at(-1)!;
    expect(delivered).toContain("Teslim edildi");
    expect(delivered).toContain(`Ürünleri ${formatDate(new Date(history[0]!.createdAt.getTime() + 14 * 86_400_000))} tarihine kadar`);
  });

  it("another carrier needs an https tracking address; an unknown order is 404", async () => {
    const { row } = await placeOrder([[await simpleProduct(5, 400_00), 1]]);
    const missing = await call(shipRoute, "/api/admin/orders/ship", {
      cookie: staff,
      body: { orderId: row.id, carrier: "other", trackingNumber: "X-1234" },
    });
    expect([missing.status, missing.json.message]).toEqual([400, "Diğer kargo firmaları için https:// ile başlayan takip adresini yazın."]);
    const body = { orderId: row.id, carrier: "other", trackingNumber: "X-1234", trackingUrl: "https://kargo.example/takip/X-1234" };
    const ok = await call(shipRoute, "/api/admin/orders/ship", { cookie: staff, body });
    expect(ok.json.trackingUrl).toBe("https://kargo.example/takip/X-1234");
    expect((await ship(2_000_000_000)).status).toBe(404);
  });
});

describe("cancellation", () => {
  it("before shipping: the customer cancels a paid transfer order; the stock comes back and the refund goes to their IBAN", async () => {
    const productId = await simpleProduct(5, 400_00);
    const { row, shopper, email } = await placeOrder([[productId, 2]]);
    expect(await stockOf(productId)).toBe(3);
    const noIban = await shopper.post(cancelOrderRoute, "/api/account/cancel-order", { id: row.id });
    expect([noIban.status, noIban.json.code]).toEqual([400, "iban_required"]);
    const res = await shopper.post(cancelOrderRoute, "/api/account/cancel-order", { id: row.id, iban: "TR33 0006 1005 1978 6457 8413 26" });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ id: row.id, status: "cancelled", refundedTotal: row.grandTotal });
    expect(await stockOf(productId)).toBe(5);
    expect(await orderRow(row.id)).toMatchObject({ status: "cancelled", refundedTotal: row.grandTotal });
    const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, row.id));
    expect(refunds).toMatchObject([{ amount: row.grandTotal, method: "bank_transfer", iban: IBAN, unconfirmedIban: null }]);
    const mail = (await deliveredTo(smtp, email)).at(-1)!;
    expect(mail).toContain("İptal edildi");
    expect(mail).toContain(IBAN);
  });

  it("before shipping, a card payment made today is cancelled at iyzico; staff cancelling a later one refund it in full", async () => {
    const productId = await simpleProduct(10, 500_00);
    const today = await placeOrder([[productId, 1]], { card: 3 });
    const res = await today.shopper.post(cancelOrderRoute, "/api/account/cancel-order", { id: today.row.id });
    expect(res.status, res.text).toBe(200);
    const [payment] = await db().select().from(cardPayments).where(eq(cardPayments.orderId, today.row.id));
    expect(fake.cancels).toContain(payment!.paymentId);
    expect(res.json.refundedTotal).toBe(today.row.grandTotal + today.row.dueDifference);

    const earlier = await placeOrder([[productId, 2]], { card: 1 });
    await db()
      .update(cardPayments)
      .set({ settledAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(cardPayments.orderId, earlier.row.id));
    const byStaff = await call(changeStatus, "/api/admin/orders/change-status", {
      cookie: staff,
      body: { orderId: earlier.row.id, status: "cancelled", note: "Müşteri telefonla istedi." },
    });
    expect(byStaff.status, byStaff.text).toBe(200);
    expect(Number(fake.refunds.at(-1)!.price) * 100).toBe(earlier.row.grandTotal);
    expect(await orderRow(earlier.row.id)).toMatchObject({ status: "cancelled", refundedTotal: earlier.row.grandTotal });
    expect(await stockOf(productId)).toBe(10);
  });

  it("a card order is not cancelled when iyzico refuses: nothing changes", async () => {
    const productId = await simpleProduct(10, 500_00);
    const { row, shopper } = await placeOrder([[productId, 1]], { card: 1 });
    fake.tamper = { signWith: "not-our-secret" };
    await db()
      .update(cardPayments)
      .set({ settledAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(cardPayments.orderId, row.id));
    const res = await shopper.post(cancelOrderRoute, "/api/account/cancel-order", { id: row.id });
    expect([res.status, res.json.code]).toEqual([502, "payment_signature_invalid"]);
    expect(await orderRow(row.id)).toMatchObject({ status: "paid", refundedTotal: 0 });
    expect(await stockOf(productId)).toBe(9);
  });

  it("after shipping it is refused, and another customer's order is not found", async () => {
    const productId = await simpleProduct(5, 400_00);
    const { row, shopper } = await placeOrder([[productId, 1]]);
    await ship(row.id);
    const res = await shopper.post(cancelOrderRoute, "/api/account/cancel-order", { id: row.id, iban: IBAN });
    expect([res.status, res.json.code]).toEqual([409, "order_not_cancellable"]);
    expect(await orderRow(row.id)).toMatchObject({ status: "shipped", refundedTotal: 0 });
    expect(await stockOf(productId)).toBe(4);
    const other = await placeOrder([[await simpleProduct(5, 100_00), 1]]);
    expect((await other.shopper.post(cancelOrderRoute, "/api/account/cancel-order", { id: row.id, iban: IBAN })).status).toBe(404);
  });
});

describe("returns (cayma)", () => {
  /** A delivered card order of 2 × 1.000 TL and 1 × 500 TL with HOSGELDIN10 (10 %), in 3 installments. */
  async function deliveredCardOrder() {
    const a = await simpleProduct(10, 1_000_00);
    const b = await simpleProduct(10, 500_00);
    const placed = await placeOrder(
      [
        [a, 2],
        [b, 1],
      ],
      { card: 3, coupon: "HOSGELDIN10" },
    );
    await ship(placed.row.id);
    await deliver(placed.row.id);
    return { ...placed, a, b, items: await itemsOf(placed.row.id) };
  }

  it("within 14 days, one unit comes back: stock, refund through iyzico (coupon and surcharge shared) and mails exact", async () => {
    const { row, shopper, email, a, b, items } = await deliveredCardOrder();
    // 2.500 TL less 10 %, plus 149 TL delivery; 4 % surcharge for 3 installments.
    expect(row).toMatchObject({ subTotal: 2_500_00, discountTotal: 250_00, grandTotal: 2_399_00, dueDifference: 95_96 });
    const ask = await shopper.post(requestReturnRoute, "/api/account/request-return", {
      orderId: row.id,
      lines: [{ itemId: items[0]!.id, quantity: 1 }],
      reason: "Beklediğim model değil.",
    });
    expect(ask.status, ask.text).toBe(200);
    expect((await deliveredTo(smtp, email)).at(-1)).toContain("iade talebinizi aldık");
    const [shown] = await db()
      .select()
      .from(clarificationRecords)
      .where(eq(clarificationRecords.recordId, String(ask.json.id)));
    expect(shown).toMatchObject({ form: "return", userId: row.userId, version: await shownClarificationVersion() });
    const tooMany = await shopper.post(requestReturnRoute, "/api/account/request-return", {
      orderId: row.id,
      lines: [{ itemId: items[0]!.id, quantity: 2 }],
      reason: "Hepsini iade etmek istiyorum.",
    });
    expect([tooMany.status, tooMany.json.code]).toEqual([409, "return_quantity_too_large"]);

    const approved = await decide(ask.json.id, true, "Ürün sağlam geldi.");
    expect(approved.status, approved.text).toBe(200);
    // 1.000 TL less its 100 TL coupon share, plus its 4 % share of the surcharge: 900 + 36.
    expect(approved.json.refund).toEqual({ amount: 936_00, method: "card", iban: null, unconfirmedIban: null });
    expect(Number(fake.refunds.at(-1)!.price)).toBe(936);
    expect(await stockOf(a)).toBe(9);
    expect(await stockOf(b)).toBe(9);
    expect((await orderRow(row.id)).refundedTotal).toBe(936_00);
    const mail = (await deliveredTo(smtp, email)).at(-1)!;
    expect(mail).toContain("iade talebinizi onayladık");
    expect(mail).toContain("936,00 TL kartınıza iade edildi");
    expect((await historyNotes(row.id)).slice(-3)).toEqual([
      "1 ürün için iade talebi alındı. Neden: Beklediğim model değil.",
      "İade talebiniz onaylandı. Notumuz: Ürün sağlam geldi.",
      expect.stringMatching(/^İade kaydedildi: 936,00 TL kartınıza iade edildi/),
    ]);
    expect((await decide(ask.json.id, false)).json.code).toBe("return_already_decided");

    // The rest comes back: everything paid is then paid back, to the kuruş.
    const rest = await shopper.post(requestReturnRoute, "/api/account/request-return", {
      orderId: row.id,
      lines: [
        { itemId: items[0]!.id, quantity: 1 },
        { itemId: items[1]!.id, quantity: 1 },
      ],
      reason: "Diğerlerini de iade ediyorum.",
    });
    expect((await decide(rest.json.id, true)).json.refund.amount).toBe(row.grandTotal + row.dueDifference - 936_00);
    expect((await orderRow(row.id)).refundedTotal).toBe(row.grandTotal + row.dueDifference);
    expect([await stockOf(a), await stockOf(b)]).toEqual([10, 10]);
  });

  it("within 14 days needs no reason: an empty one is taken and stored as none, a long one refused", async () => {
    const { row, shopper, items } = await deliveredCardOrder();
    const ask = (reason: string) =>
      shopper.post(requestReturnRoute, "/api/account/request-return", {
        orderId: row.id,
        lines: [{ itemId: items[1]!.id, quantity: 1 }],
        reason,
      });
    const tooLong = await ask("a".repeat(1001));
    expect([tooLong.status, tooLong.json.code]).toEqual([400, "validation_failed"]);
    const asked = await ask("   ");
    expect(asked.status, asked.text).toBe(200);
    const [stored] = await db().select().from(orderReturns).where(eq(orderReturns.id, asked.json.id));
    expect(stored!.reason).toBeNull();
    expect((await historyNotes(row.id)).at(-1)).toBe("1 ürün için iade talebi alındı.");
  });

  it("a return's own history line does not restart the 14 days: they run from the delivery", async () => {
    const { row, shopper, items } = await deliveredCardOrder();
    const ask = (itemId: number) =>
      shopper.post(requestReturnRoute, "/api/account/request-return", { orderId: row.id, lines: [{ itemId, quantity: 1 }], reason: "" });
    const beforeReturn = new Date();
    expect((await ask(items[0]!.id)).status).toBe(200);
    // The delivery was 15 days ago; the return's line in the history (written as the order's status) is from now.
    await db()
      .update(orderStatusHistory)
      .set({ createdAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(and(eq(orderStatusHistory.orderId, row.id), lt(orderStatusHistory.createdAt, beforeReturn)));
    const late = await ask(items[1]!.id);
    expect([late.status, late.json.code]).toEqual([409, "withdrawal_period_over"]);
  });

  it("a return's history lines are labelled with the return's own steps, not the order's status again", async () => {
    const { row, shopper, items } = await deliveredCardOrder();
    const ask = (itemId: number) =>
      shopper.post(requestReturnRoute, "/api/account/request-return", { orderId: row.id, lines: [{ itemId, quantity: 1 }], reason: "" });
    const first = await ask(items[0]!.id);
    expect((await decide(first.json.id, true)).status).toBe(200);
    expect((await decide((await ask(items[1]!.id)).json.id, false)).status).toBe(200);
    // What My Orders and the back office print above each line.
    const { history } = (await getAdminOrder(row.id))!;
    expect(history.map((h) => t(historyLabelKey(h, (status) => `cart:orderStatus.${status}`))).slice(-6)).toEqual([
      "Teslim edildi",
      "İade talebi",
      "İade onaylandı",
      "Para iadesi",
      "İade talebi",
      "İade reddedildi",
    ]);
    expect(history.at(-1)).toMatchObject({ status: "delivered", step: "return_rejected" });
    expect(t(historyLabelKey(history.at(-1)!, (status) => `admin:orders.status.${status}`))).toBe("İade reddedildi");
  });

  it("after 14 days it is refused; before delivery too", async () => {
    const { row, shopper, items, a, b } = await deliveredCardOrder();
    await db()
      .update(orderStatusHistory)
      .set({ createdAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(and(eq(orderStatusHistory.orderId, row.id), eq(orderStatusHistory.status, "delivered")));
    const body = { orderId: row.id, lines: [{ itemId: items[0]!.id, quantity: 1 }], reason: "Geç kalmış bir iade." };
    const late = await shopper.post(requestReturnRoute, "/api/account/request-return", body);
    expect([late.status, late.json.code]).toEqual([409, "withdrawal_period_over"]);
    // Nothing moved: the stock stays sold and nothing is paid back.
    expect([await stockOf(a), await stockOf(b)]).toEqual([8, 9]);
    expect(await orderRow(row.id)).toMatchObject({ status: "delivered", refundedTotal: 0 });

    const paid = await placeOrder([[await simpleProduct(5, 100_00), 1]]);
    const [item] = await itemsOf(paid.row.id);
    const early = await paid.shopper.post(requestReturnRoute, "/api/account/request-return", {
      orderId: paid.row.id,
      lines: [{ itemId: item!.id, quantity: 1 }],
      reason: "Henüz gelmedi ama iade.",
      iban: IBAN,
    });
    expect([early.status, early.json.code]).toEqual([409, "return_not_delivered"]);
  });

  it("a transfer order's return is paid back to the customer's IBAN; a rejection keeps the stock; made-to-order products are excluded", async () => {
    const productId = await simpleProduct(10, 300_00);
    const custom = await simpleProduct(10, 700_00);
    const exclude = await call(exclusionRoute, "/api/admin/products/withdrawal-exclusion", {
      cookie: staff,
      body: { productId: custom, excluded: true },
    });
    expect(exclude.json).toEqual({ productId: custom, excluded: true });
    const { row, shopper, email } = await placeOrder([
      [productId, 2],
      [custom, 1],
    ]);
    await ship(row.id);
    await deliver(row.id);
    const [item, customItem] = await itemsOf(row.id);
    const ask = (lines: { itemId: number; quantity: number }[], iban?: string) =>
      shopper.post(requestReturnRoute, "/api/account/request-return", { orderId: row.id, lines, reason: "Fikrimi değiştirdim.", iban });
    expect((await ask([{ itemId: customItem!.id, quantity: 1 }], IBAN)).json.code).toBe("withdrawal_excluded");
    expect((await ask([{ itemId: item!.id, quantity: 1 }])).json.code).toBe("iban_required");

    const rejected = await ask([{ itemId: item!.id, quantity: 1 }], IBAN);
    expect((await decide(rejected.json.id, false, "Ürün kullanılmış.")).json).toMatchObject({ status: "rejected" });
    expect(await stockOf(productId)).toBe(8);
    expect((await deliveredTo(smtp, email)).at(-1)).toContain("Ürün kullanılmış.");
    expect((await historyNotes(row.id)).slice(-2)).toEqual([
      "1 ürün için iade talebi alındı. Neden: Fikrimi değiştirdim.",
      "İade talebiniz reddedildi. Notumuz: Ürün kullanılmış.",
    ]);

    const again = await ask([{ itemId: item!.id, quantity: 2 }], IBAN);
    const approved = await decide(again.json.id, true);
    expect(approved.json.refund).toEqual({ amount: 600_00, method: "bank_transfer", iban: IBAN, unconfirmedIban: null });
    expect(await stockOf(productId)).toBe(10);
    expect(await stockOf(custom)).toBe(9);
    expect((await deliveredTo(smtp, email)).at(-1)).toContain(`600,00 TL, ${IBAN} IBAN'lı hesabınıza havale ile iade edilecek.`);
    expect((await historyNotes(row.id)).at(-1)).toBe(`İade kaydedildi: 600,00 TL, ${IBAN} IBAN'lı hesabınıza havale ile iade edilecek.`);
  });
});

describe("the completed cart of a card order", () => {
  it("carries the surcharge the payment charged, and its grand total includes it", async () => {
    const { row } = await placeOrder([[await simpleProduct(5, 1_200_00), 1]], { card: 3 });
    expect(row.dueDifference).toBeGreaterThan(0);
    const [cart] = await db().select().from(carts).where(eq(carts.id, row.cartId!));
    const answer = await cartAnswer(cart!);
    expect(answer).toMatchObject({ status: "completed", dueDifference: row.dueDifference, grandTotal: row.grandTotal + row.dueDifference });
  });
});
