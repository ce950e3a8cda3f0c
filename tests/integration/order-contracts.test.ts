import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterEach, describe, expect, it } from "vitest";
import { POST as saveSeller } from "@/app/api/admin/settings/seller/save/route";
import { POST as contracts } from "@/app/api/checkout/contracts/route";
import { POST as placeOrder } from "@/app/api/checkout/place-order/route";
import { storeConfig } from "@/config/store";
import { contractHash } from "@/server/orders/contracts";
import { buildMailAttachment } from "@/server/orders/documents";
import { db } from "@/server/platform/db/client";
import { orderContracts, orders, products } from "@/server/platform/db/schema";
import { jobQueue } from "@/server/platform/jobs/queue";
import { MAIL_JOB } from "@/server/platform/jobs/registry";
import { resetMailTransport } from "@/server/platform/mail";
import { call } from "../support/api";
import { drainMail } from "../support/jobs";
import { addressedTo, startSmtp } from "../support/smtp";
import { staffSession } from "../support/staff";
import { freshIp } from "./account-support";
import { Shopper, simpleProduct, stockOf } from "./cart-helpers";
import { addToCart, fillCheckout, order } from "./checkout-helpers";

const pdfText = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

/** A guest cart at the payment step with `quantity` of a product of its own; the shopper comes from `address`. */
async function readyShopper(quantity = 2, address = freshIp()) {
  const productId = await simpleProduct(10);
  const s = new Shopper();
  s.address = address;
  await addToCart(s, productId, quantity);
  await fillCheckout(s);
  return { s, productId };
}

const frozenOf = async (number: string) => {
  const [row] = await db()
    .select({ frozen: orderContracts })
    .from(orderContracts)
    .innerJoin(orders, eq(orders.id, orderContracts.orderId))
    .where(eq(orders.number, number));
  return row?.frozen;
};

const deliveryDaysOf = async (productId: number) =>
  (await db().select({ days: products.estimatedDeliveryDuration }).from(products).where(eq(products.id, productId)))[0]!.days;

afterEach(() => {
  delete process.env.SMTP_URL;
  resetMailTransport();
});

describe("the contracts at checkout", () => {
  it("refuses to place the order without the approval: 400 contracts_not_approved, nothing ordered", async () => {
    const { s, productId } = await readyShopper();
    for (const body of [{}, { contractsApproved: false }, { contractsApproved: "true" }, { contractsApproved: null }]) {
      const res = await s.post(placeOrder, "/api/checkout/place-order", body);
      expect([res.status, res.json.code], JSON.stringify(body)).toEqual([400, "contracts_not_approved"]);
      expect(res.json.message).toContain("mesafeli satış sözleşmesini onaylamanız");
    }
    expect(await stockOf(productId)).toBe(10);
    expect((await order(s)).status).toBe(200);
    expect(await stockOf(productId)).toBe(8);
  });

  it("shows the texts of the order about to be placed: seller, buyer, lines, totals, payment, delivery and withdrawal", async () => {
    const { s } = await readyShopper(3);
    const cart = (await s.cart()).json;
    const res = await s.post(contracts, "/api/checkout/contracts");
    expect(res.status).toBe(200);
    const [pre, dss] = res.json.documents;
    expect([pre.kind, pre.title, dss.kind, dss.title]).toEqual([
      "pre_information",
      "Ön Bilgilendirme Formu",
      "distance_sales",
      "Mesafeli Satış Sözleşmesi",
    ]);
    const { seller } = storeConfig;
    for (const body of [pre.body, dss.body]) {
      for (const fact of [
        seller.tradeName,
        seller.mersisNo,
        seller.kepAddress,
        seller.taxNumber,
        "Ayşe Yılmaz",
        "ayse@example.com",
        "bireysel fatura, Ayşe Yılmaz, T.C. Kimlik No 10000000146",
      ])
        expect(body).toContain(fact);
      expect(body).toContain(`3 adet × ${cart.items[0].name}`);
      expect(body).toContain("KDV %20 dahil");
      expect(body).toContain("Ödeme yöntemi: havale / EFT");
      expect(body).toContain("14 (on dört) gün");
      expect(body).toContain("istekleri veya kişisel ihtiyaçları doğrultusunda hazırlanan");
      expect(body).toContain(`en geç ${await deliveryDaysOf(cart.items[0].productId)} iş günü`);
    }
    expect(res.json.hash).toBe(contractHash(res.json.version, res.json.documents));
    // The same cart gives the same texts; a guest without the cart gets none.
    expect((await s.post(contracts, "/api/checkout/contracts")).json.hash).toBe(res.json.hash);
    expect((await new Shopper().post(contracts, "/api/checkout/contracts")).status).toBe(404);
  });

  it("freezes the approved texts with the order: content, hash, time and client address", async () => {
    const { s } = await readyShopper(1, "203.0.113.77");
    const shown = (await s.post(contracts, "/api/checkout/contracts")).json;
    const before = Date.now();
    const placed = await order(s, { contractsHash: shown.hash });
    expect(placed.status).toBe(200);
    const frozen = await frozenOf(placed.json.number);
    expect(frozen).toMatchObject({ version: shown.version, documents: shown.documents, hash: shown.hash, clientIp: "203.0.113.77" });
    expect(frozen!.approvedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(frozen!.approvedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("promises the longest delivery time of the order's lines, as their product pages do, at checkout and in the frozen PDF", async () => {
    const { s, productId } = await readyShopper(1);
    const slower = await simpleProduct(10);
    await db().update(products).set({ estimatedDeliveryDuration: 9 }).where(eq(products.id, productId));
    await db().update(products).set({ estimatedDeliveryDuration: 13 }).where(eq(products.id, slower));
    await addToCart(s, slower, 1);
    await fillCheckout(s);
    const promise = "en geç 13 iş günü içinde kargoya verilir";
    const shown = (await s.post(contracts, "/api/checkout/contracts")).json;
    const placed = await order(s, { contractsHash: shown.hash });
    expect(placed.status).toBe(200);
    const frozen = await frozenOf(placed.json.number);
    const pdf = await pdfText((await buildMailAttachment({ kind: "order-contracts", id: frozen!.orderId })).content);
    for (const body of [...shown.documents.map((d: { body: string }) => d.body), ...frozen!.documents.map((d) => d.body)]) {
      expect(body).toContain(promise);
      expect(body).not.toContain("en geç 9 iş günü");
    }
    expect(pdf.replace(/\s+/g, " ")).toContain(promise);
  });

  it("refuses texts other than the ones it would freeze: 409 contracts_changed", async () => {
    const { s, productId } = await readyShopper();
    const res = await order(s, { contractsHash: "0".repeat(64) });
    expect([res.status, res.json.code]).toEqual([409, "contracts_changed"]);
    expect(await stockOf(productId)).toBe(10);
  });

  it("keeps the frozen texts unchanged when the seller identity changes later", async () => {
    const { s } = await readyShopper();
    const placed = await order(s);
    const before = await frozenOf(placed.json.number);
    const staff = await staffSession();
    const renamed = { ...storeConfig.seller, tradeName: "Yeni Unvanlı Şirket A.Ş.", kepAddress: "yeni@hs02.kep.tr" };
    try {
      const saved = await call(saveSeller, "/api/admin/settings/seller/save", { cookie: staff, body: { seller: renamed } });
      expect(saved.status).toBe(200);
      expect(await frozenOf(placed.json.number)).toEqual(before);
      const pdf = await pdfText((await buildMailAttachment({ kind: "order-contracts", id: before!.orderId })).content);
      expect(pdf).toContain(storeConfig.seller.tradeName);
      expect(pdf).not.toContain("Yeni Unvanlı Şirket");
      // A new order's texts name the new identity.
      const next = await readyShopper();
      expect((await next.s.post(contracts, "/api/checkout/contracts")).json.documents[0].body).toContain("Yeni Unvanlı Şirket A.Ş.");
    } finally {
      await call(saveSeller, "/api/admin/settings/seller/save", { cookie: staff, body: { seller: storeConfig.seller } });
    }
  });

  it("refuses a seller identity that is not one: MERSİS, tax number, KEP", async () => {
    const staff = await staffSession();
    for (const bad of [{ mersisNo: "123" }, { taxNumber: "12345" }, { kepAddress: "kep değil" }, { tradeName: "" }]) {
      const res = await call(saveSeller, "/api/admin/settings/seller/save", {
        cookie: staff,
        body: { seller: { ...storeConfig.seller, ...bad } },
      });
      expect([res.status, res.json.code], JSON.stringify(bad)).toEqual([400, "validation_failed"]);
    }
  });
});

describe("the confirmation mail", () => {
  it("carries the frozen contracts as a PDF built when the mail is sent, with the order's lines and Turkish letters", async () => {
    const smtp = await startSmtp(0);
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`;
    resetMailTransport();
    try {
      await drainMail();
      const { s } = await readyShopper(2);
      const cart = (await s.cart()).json;
      const placed = await order(s);
      // The buyer's queued job (beside the staff's notice of the order) names the document; it carries no file.
      const job = (await (await jobQueue()).findJobs(MAIL_JOB)).find(
        (j) => (j.data as { to: string }).to === placed.json.email && JSON.stringify(j.data).includes(placed.json.number),
      );
      const data = job?.data as { attachments: unknown[]; text: string };
      expect(data.text).toContain("mesafeli satış sözleşmesi bu e-postanın ekinde PDF olarak yer alır.");
      expect(data.attachments).toEqual([{ kind: "order-contracts", id: expect.any(Number) }]);
      expect(JSON.stringify(data).length).toBeLessThan(50_000);

      await drainMail();
      const mail = addressedTo(smtp, placed.json.email).find((m) => m.includes(placed.json.number));
      expect(mail).toBeDefined();
      const part = mail!.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p));
      expect(part).toMatch(new RegExp(`filename="?${placed.json.number}-sozlesmeler\\.pdf`));
      const base64 = part!.split(/\r?\n\r?\n/)[1]!.replace(/\s+/g, "");
      const text = await pdfText(new Uint8Array(Buffer.from(base64, "base64")));
      for (const fact of [
        placed.json.number,
        "Ön Bilgilendirme Formu",
        "Mesafeli Satış Sözleşmesi",
        `2 adet × ${cart.items[0].name}`,
        "Ayşe Yılmaz",
        "Başakşehir / İstanbul",
        "ŞİKÂYET VE İTİRAZLAR",
        storeConfig.seller.tradeName,
      ])
        expect(text).toContain(fact);
    } finally {
      await smtp.close();
    }
  });
});
