import { asc, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as labelsRoute } from "@/app/api/admin/orders/labels/route";
import { POST as cancelRoute } from "@/app/api/admin/orders/shipment/cancel/route";
import { POST as shipmentRoute } from "@/app/api/admin/orders/shipment/route";
import { POST as parcelRoute } from "@/app/api/admin/products/parcel/route";
import { listAdminOrders } from "@/server/orders/manage/orders";
import { trackShipments } from "@/server/orders/shipping/tracking";
import { db } from "@/server/platform/db/client";
import { carrierShipments, orderShipments, orderStatusHistory, orders, products } from "@/server/platform/db/schema";
import { resetMailTransport } from "@/server/platform/mail";
import { call } from "../support/api";
import { FakeGeliver } from "../support/geliver-fake";
import { deliveredTo } from "../support/jobs";
import { freePorts } from "../support/ports";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { staffSession } from "../support/staff";
import { Shopper, simpleProduct } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

const fake = new FakeGeliver();
const saved = { ...process.env };
const ENV_KEYS = ["GELIVER_API_TOKEN", "GELIVER_SENDER_ADDRESS_ID", "GELIVER_API_URL", "GELIVER_TEST", "SMTP_URL"];
let smtp: TestSmtp;
let staff = "";

beforeAll(async () => {
  await fake.start();
  Object.assign(process.env, fake.env());
  const [port] = (await freePorts(1)) as [number];
  smtp = await startSmtp(port);
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  resetMailTransport();
  staff = await staffSession();
});
afterAll(async () => {
  for (const key of ENV_KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetMailTransport();
  await smtp.close();
  await fake.stop();
});
beforeEach(() => {
  Object.assign(process.env, fake.env());
  fake.failure = undefined;
});

let customers = 0;
/** A paid transfer order of one boxed product (cm and grams), or of one without a box size (freight). */
async function paidOrder(box: { length: number; width: number; height: number; weight: number } | null) {
  const productId = await simpleProduct(5, 400_00);
  await db()
    .update(products)
    .set({
      parcelLength: box?.length ?? null,
      parcelWidth: box?.width ?? null,
      parcelHeight: box?.height ?? null,
      parcelWeight: box?.weight ?? null,
    })
    .where(eq(products.id, productId));
  const email = `kargo${++customers}@example.com`;
  const shopper = new Shopper();
  await addToCart(shopper, productId, 2);
  await fillCheckout(shopper, { info: { email, shippingAddress: guestAddress } });
  const placed = await order(shopper);
  expect(placed.status, placed.text).toBe(200);
  const [row] = await db().update(orders).set({ status: "paid" }).where(eq(orders.number, placed.json.number)).returning();
  return { row: row!, email };
}

const markReady = (orderId: number) => call(shipmentRoute, "/api/admin/orders/shipment", { cookie: staff, body: { orderId } });
const cancel = (orderId: number) => call(cancelRoute, "/api/admin/orders/shipment/cancel", { cookie: staff, body: { orderId } });
const statusOf = async (id: number) => (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

/** The labels' PDF as the browser downloads it: `?orders=1,2`, or as the order list's form sends them, `?orders=1&orders=2`. */
async function labels(ids: number[], query = `orders=${ids.join(",")}`) {
  const res = await labelsRoute(
    new Request(`http://localhost:3000/api/admin/orders/labels?${query}`, {
      headers: { cookie: staff, origin: "http://localhost:3000" },
    }),
  );
  return { status: res.status, type: res.headers.get("content-type"), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("carrier shipments through Geliver", () => {
  it("buys the cheapest offer for the order's desi, keeps the label and tracking, then follows the parcel to delivered with the mails", async () => {
    const { row, email } = await paidOrder({ length: 30, width: 20, height: 10, weight: 1500 });
    const res = await markReady(row.id);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ orderId: row.id, carrier: "surat", desi: 4 });
    const sent = fake.byOrder(row.number)!;
    expect(sent.request).toMatchObject({
      senderAddressID: "fake-sender-address",
      length: "30",
      width: "20",
      height: "20",
      weight: "3",
      distanceUnit: "cm",
      massUnit: "kg",
      productPaymentOnDelivery: false,
      test: true,
      recipientAddress: { name: "Ayşe Yılmaz", cityName: "İstanbul", districtName: "Başakşehir", phone: "+905321234567" },
      order: { orderNumber: row.number, totalAmountCurrency: "TRY" },
    });
    expect(fake.calls.every((c) => c.authorized || c.path.startsWith("/labels/"))).toBe(true);
    const [kept] = await db().select().from(carrierShipments).where(eq(carrierShipments.orderId, row.id));
    expect(kept).toMatchObject({ state: "label_ready", trackingNumber: sent.trackingNumber, carrier: "surat" });
    expect(await statusOf(row.id)).toBe("paid");
    expect((await markReady(row.id)).json.code).toBe("shipment_exists");

    const second = await paidOrder({ length: 20, width: 20, height: 20, weight: 500 });
    expect((await markReady(second.row.id)).status).toBe(200);
    const pdf = await labels([row.id, second.row.id]);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(2);

    await trackShipments();
    expect(await statusOf(row.id)).toBe("shipped");
    const [shipped] = await db().select().from(orderShipments).where(eq(orderShipments.orderId, row.id));
    expect(shipped).toMatchObject({ carrier: "surat", trackingNumber: sent.trackingNumber });
    const shippedMail = (await deliveredTo(smtp, email)).at(-1)!;
    expect(shippedMail).toContain("Kargoya verildi");
    expect(shippedMail).toContain(`Sürat Kargo, takip numarası ${sent.trackingNumber}.`);

    await trackShipments();
    expect(await statusOf(row.id)).toBe("delivered");
    expect((await db().select().from(carrierShipments).where(eq(carrierShipments.orderId, row.id)))[0]!.state).toBe("delivered");
    const history = await db()
      .select({ status: orderStatusHistory.status, actor: orderStatusHistory.actorId })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id))
      .orderBy(asc(orderStatusHistory.id));
    expect(history.slice(-2)).toEqual([
      { status: "shipped", actor: "system" },
      { status: "delivered", actor: "system" },
    ]);
    expect((await deliveredTo(smtp, email)).at(-1)).toContain("Teslim edildi");
    expect(await trackShipments()).toBe(0);
  });

  it("prints the labels of the orders ticked in the order list as one PDF; only orders with a label can be ticked", async () => {
    const first = await paidOrder({ length: 10, width: 10, height: 10, weight: 400 });
    const second = await paidOrder({ length: 10, width: 10, height: 10, weight: 400 });
    const without = await paidOrder({ length: 10, width: 10, height: 10, weight: 400 });
    for (const { row } of [first, second]) expect((await markReady(row.id)).status).toBe(200);
    const listed = (await listAdminOrders({ query: "kargo" })).items;
    const tickable = (id: number) => listed.find((o) => o.id === id)?.hasLabel;
    expect([tickable(first.row.id), tickable(second.row.id), tickable(without.row.id)]).toEqual([true, true, false]);
    const pdf = await labels([], `orders=${first.row.id}&orders=${second.row.id}`);
    expect(pdf.status).toBe(200);
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(2);
    expect((await labels([], `orders=${first.row.id}&orders=${without.row.id}`)).status).toBe(404);
    expect((await labels([], "")).status).toBe(400);
  });

  it("cancels a parcel before pickup, and not after", async () => {
    const { row } = await paidOrder({ length: 10, width: 10, height: 10, weight: 400 });
    expect((await markReady(row.id)).status).toBe(200);
    const res = await cancel(row.id);
    expect(res.status, res.text).toBe(200);
    expect(fake.byOrder(row.number)!.cancelled).toBe(true);
    expect(await db().select().from(carrierShipments).where(eq(carrierShipments.orderId, row.id))).toEqual([]);
    expect((await labels([row.id])).status).toBe(404);

    expect((await markReady(row.id)).status).toBe(200);
    await trackShipments();
    const late = await cancel(row.id);
    expect(late.status).toBe(409);
    expect(late.json.code).toBe("shipment_picked_up");
  });

  it("shows staff the carrier's own message when it refuses, and buys nothing", async () => {
    const { row } = await paidOrder({ length: 10, width: 10, height: 10, weight: 400 });
    fake.failure = { on: "create", status: 400, message: "Alıcı ilçesi bulunamadı", code: "INVALID_DISTRICT" };
    const res = await markReady(row.id);
    expect(res.status).toBe(502);
    expect(res.json).toEqual({ code: "carrier_error", message: "Kargo firması isteği reddetti: Alıcı ilçesi bulunamadı" });
    expect(await db().select().from(carrierShipments).where(eq(carrierShipments.orderId, row.id))).toEqual([]);
  });

  it("takes a product's box from staff: all four values or none", async () => {
    const productId = await simpleProduct(1);
    const set = (body: object) => call(parcelRoute, "/api/admin/products/parcel", { cookie: staff, body: { productId, ...body } });
    const box = { length: 40, width: 30, height: 20, weight: 2500 };
    expect((await set(box)).json).toEqual({ productId, ...box });
    const [row] = await db()
      .select({ l: products.parcelLength, g: products.parcelWeight })
      .from(products)
      .where(eq(products.id, productId));
    expect(row).toEqual({ l: 40, g: 2500 });
    const half = await set({ ...box, weight: null });
    expect(half.status).toBe(400);
    expect(half.text).toContain("Dört değeri birlikte girin");
    expect((await set({ length: null, width: null, height: null, weight: null })).status).toBe(200);
  });

  it("leaves freight and a shop without the token to the manual way", async () => {
    const freight = await paidOrder(null);
    expect((await markReady(freight.row.id)).json.code).toBe("shipment_needs_freight");
    delete process.env.GELIVER_API_TOKEN;
    const res = await markReady(freight.row.id);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("shipments_manual");
    expect(await trackShipments()).toBe(0);
  });
});
