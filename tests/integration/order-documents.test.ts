import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as accountDocument } from "@/app/api/account/order-document/route";
import { POST as attachInvoice } from "@/app/api/admin/orders/attach-invoice/route";
import { GET as adminDocument } from "@/app/api/admin/orders/document/route";
import { POST as applyCoupon } from "@/app/api/cart/apply-coupon-code/route";
import { db } from "@/server/platform/db/client";
import { orders } from "@/server/platform/db/schema";
import { PDF_MAX_BYTES } from "@/shared/uploads";
import { call } from "../support/api";
import { staffSession } from "../support/staff";
import { signUp } from "./account-support";
import { auditOf, imageBase64 } from "./admin-helpers";
import { Shopper, simpleProduct } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

const pdfText = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

/** A one-page PDF of our own, as an e-invoice provider would issue it. */
async function invoicePdf() {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText("FATURA LMR2026000000042");
  return Buffer.from(await doc.save());
}

async function placed(shopper: Shopper, paymentMethod = "bank_transfer") {
  await addToCart(shopper, await simpleProduct(10), 2);
  await fillCheckout(shopper, { paymentMethod });
  const res = await order(shopper);
  if (res.status !== 200) throw new Error(res.text);
  const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.number, res.json.number));
  return { id: row!.id, number: res.json.number as string };
}

const download = (cookie: string, query: string, handler = accountDocument, base = "/api/account/order-document") =>
  call(handler, `${base}?${query}`, { method: "GET", cookie });

/** The downloaded file's bytes (the answer is binary: not read as text). */
async function pdfOf(cookie: string, query: string) {
  const res = await accountDocument(new Request(`http://localhost:3000/api/account/order-document?${query}`, { headers: { cookie } }));
  expect(res.status).toBe(200);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

let owner = "";
let other = "";
let staff = "";
let transfer = { id: 0, number: "" };
let cod = { id: 0, number: "" };
let guestOrder = { id: 0, number: "" };

beforeAll(async () => {
  owner = (await signUp("belge-sahibi@example.com")).cookie;
  other = (await signUp("baska-musteri@example.com")).cookie;
  staff = await staffSession();
  transfer = await placed(new Shopper(owner));
  cod = await placed(new Shopper(owner), "cash_on_delivery");
  guestOrder = await placed(new Shopper());
});

describe("the customer's documents", () => {
  it("downloads the contracts of an own order as a PDF with its lines and Turkish letters", async () => {
    const { res, bytes } = await pdfOf(owner, `order=${transfer.id}&document=contracts`);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${transfer.number}-sozlesmeler.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(bytes);
    for (const fact of [transfer.number, "Ön Bilgilendirme Formu", "2 adet ×", "Ayşe Yılmaz", "ŞİKÂYET VE İTİRAZLAR"])
      expect(text).toContain(fact);
  });

  it("gives a bank transfer its proforma and no other payment method one", async () => {
    const { bytes } = await pdfOf(owner, `order=${transfer.id}&document=proforma`);
    const text = await pdfText(bytes);
    for (const fact of ["Proforma Fatura", transfer.number, "Ayşe Yılmaz", "Anadolu Katılım Bankası", "TR68 0001 2345 6789"])
      expect(text).toContain(fact);
    expect((await download(owner, `order=${cod.id}&document=proforma`)).status).toBe(404);
  });

  it("prints on the proforma the order's own rows, coupon and shipping included, adding up to its total, and the buyer's tax identity", async () => {
    const company = { billingType: "corporate", companyName: "Işık Baskı Ltd. Şti.", taxOffice: "Kadıköy", taxNumber: "1234567890" };
    for (const [email, billing, identity] of [
      ["proforma-bireysel@example.com", guestAddress, ["T.C. Kimlik No 10000000146"]],
      [
        "proforma-kurumsal@example.com",
        { ...guestAddress, ...company },
        ["Işık Baskı Ltd. Şti.", "Vergi dairesi Kadıköy", "VKN 1234567890"],
      ],
    ] as const) {
      const { cookie } = await signUp(email);
      const s = new Shopper(cookie);
      await addToCart(s, await simpleProduct(10, 1_500_00), 2);
      expect((await s.post(applyCoupon, "/api/cart/apply-coupon-code", { couponCode: "KARGO250" })).status).toBe(200);
      await fillCheckout(s, { info: { shippingAddress: billing } });
      const res = await order(s);
      expect(res.status).toBe(200);
      const [row] = await db().select().from(orders).where(eq(orders.number, res.json.number));
      expect([row!.subTotal, row!.discountTotal, row!.deliveryTotal, row!.grandTotal]).toEqual([3_000_00, 250_00, 149_00, 2_899_00]);
      const text = (await pdfText((await pdfOf(cookie, `order=${row!.id}&document=proforma`)).bytes)).replace(/\s+/g, " ");
      for (const fact of ["Ara toplam 3.000,00 TL", "İndirim (KARGO250) -250,00 TL", "Kargo 149,00 TL", "Toplam 2.899,00 TL", ...identity])
        expect(text, email).toContain(fact);
    }
  });

  it("answers 404 to another customer and to an order placed by a guest, and 401 to a guest", async () => {
    for (const document of ["contracts", "invoice", "proforma"]) {
      const mine = `order=${transfer.id}&document=${document}`;
      expect([document, (await download(other, mine)).status]).toEqual([document, 404]);
      expect([document, (await download("", mine)).json.code]).toEqual([document, "unauthorized"]);
      expect([document, (await download(owner, `order=${guestOrder.id}&document=${document}`)).status]).toEqual([document, 404]);
    }
  });

  it("refuses a query that names no order or no document with 400, never a 5xx", async () => {
    for (const query of [
      "",
      "order=abc&document=contracts",
      "order=-1&document=contracts",
      "order=1e400&document=contracts",
      "order=99999999999&document=contracts",
      `order=${transfer.id}&document=fatura`,
      `order=${transfer.id}`,
    ]) {
      const res = await download(owner, query);
      expect([query, res.status, res.json?.code]).toEqual([query, 400, "validation_failed"]);
    }
    expect((await download(owner, "order=2147483647&document=contracts")).status).toBe(404);
  });
});

describe("the invoice", () => {
  const attach = (cookie: string, body: unknown) => call(attachInvoice, "/api/admin/orders/attach-invoice", { cookie, body });

  it("is attached by staff only", async () => {
    const body = { orderId: transfer.id, number: "LMR2026000000042", file: (await invoicePdf()).toString("base64") };
    expect((await attach("", body)).status).toBe(401);
    expect([(await attach(owner, body)).json.code]).toEqual(["forbidden"]);
  });

  it("takes a PDF only, by its bytes, within the size limit, with a number, for an order that exists", async () => {
    const pdf = (await invoicePdf()).toString("base64");
    const cases: [unknown, number, string][] = [
      [{ orderId: transfer.id, number: "A1", file: await imageBase64(20, 20, "png") }, 400, "invalid_file"],
      [
        { orderId: transfer.id, number: "A1", file: Buffer.from("Fatura: LMR2026 (metin, PDF değil)").toString("base64") },
        400,
        "invalid_file",
      ],
      [{ orderId: transfer.id, number: "A1", file: Buffer.from("x%PDF-1.7").toString("base64") }, 400, "invalid_file"],
      [{ orderId: transfer.id, number: "A1", file: "bu base64 değil!" }, 400, "validation_failed"],
      [{ orderId: transfer.id, number: "A1", file: "" }, 400, "validation_failed"],
      [{ orderId: transfer.id, number: "", file: pdf }, 400, "validation_failed"],
      [{ orderId: transfer.id, number: "<script>", file: pdf }, 400, "validation_failed"],
      [{ orderId: transfer.id, number: "x".repeat(41), file: pdf }, 400, "validation_failed"],
      [{ orderId: 2_147_483_647, number: "A1", file: pdf }, 404, "not_found"],
    ];
    for (const [body, status, code] of cases) {
      const res = await attach(staff, body);
      expect([JSON.stringify(body).slice(0, 60), res.status, res.json.code]).toEqual([JSON.stringify(body).slice(0, 60), status, code]);
    }
    // Over 10 MB: refused by the size rule (the message says so), or past the route's body limit.
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(PDF_MAX_BYTES)]).toString("base64");
    const tooLarge = await attach(staff, { orderId: transfer.id, number: "A1", file: big });
    expect([tooLarge.status, tooLarge.json.code, tooLarge.json.message]).toEqual([
      400,
      "validation_failed",
      "PDF en fazla 10 MB olabilir.",
    ]);
    const huge = await attach(staff, { orderId: transfer.id, number: "A1", file: big + big });
    expect([huge.status, huge.json.code]).toEqual([413, "payload_too_large"]);
    expect((await download(owner, `order=${transfer.id}&document=invoice`)).status).toBe(404);
  });

  it("is downloaded by its customer exactly as uploaded, replaced by staff, and audited", async () => {
    const pdf = await invoicePdf();
    const res = await attach(staff, { orderId: transfer.id, number: "LMR2026000000042", file: pdf.toString("base64") });
    expect([res.status, res.json]).toEqual([200, { orderId: transfer.id, number: "LMR2026000000042" }]);
    const { res: got, bytes } = await pdfOf(owner, `order=${transfer.id}&document=invoice`);
    expect(got.headers.get("content-disposition")).toBe(`attachment; filename="${transfer.number}-fatura-LMR2026000000042.pdf"`);
    expect(Buffer.from(bytes).equals(pdf)).toBe(true);
    expect((await download(other, `order=${transfer.id}&document=invoice`)).status).toBe(404);

    const replaced = await attach(staff, { orderId: transfer.id, number: "LMR2026000000043", file: pdf.toString("base64") });
    expect(replaced.status).toBe(200);
    expect((await download(owner, `order=${transfer.id}&document=invoice`)).headers.get("content-disposition")).toContain(
      "LMR2026000000043",
    );
    const audit = (await auditOf("order", transfer.id)).filter((a) => a.action === "order.invoice.attach");
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [null, { number: "LMR2026000000042", bytes: pdf.length }],
      [{ number: "LMR2026000000042" }, { number: "LMR2026000000043", bytes: pdf.length }],
    ]);
  });

  it("and the contracts of any order are downloaded by staff, by nobody else through the back office's route", async () => {
    const base = "/api/admin/orders/document";
    expect((await download(staff, `order=${guestOrder.id}&document=contracts`, adminDocument, base)).status).toBe(200);
    expect((await download(owner, `order=${transfer.id}&document=contracts`, adminDocument, base)).status).toBe(403);
  });
});
