import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as acceptQuote } from "@/app/api/account/accept-quote/route";
import { POST as declineQuote } from "@/app/api/account/decline-quote/route";
import { POST as getQuote } from "@/app/api/account/quote/route";
import { GET as quoteDocument } from "@/app/api/account/quote-document/route";
import { POST as myQuotes } from "@/app/api/account/quotes/route";
import { POST as requestQuote } from "@/app/api/account/request-quote/route";
import { POST as saveCompany } from "@/app/api/account/save-company/route";
import { POST as priceOnRequest } from "@/app/api/admin/products/price-on-request/route";
import { POST as adminQuote } from "@/app/api/admin/quotes/detail/route";
import { POST as adminQuotes } from "@/app/api/admin/quotes/route";
import { POST as sendQuote } from "@/app/api/admin/quotes/send/route";
import { POST as quickOrder } from "@/app/api/cart/quick-order/route";
import { POST as reorder } from "@/app/api/cart/reorder/route";
import { POST as updateItem } from "@/app/api/cart/update-item/route";
import { POST as contracts } from "@/app/api/checkout/contracts/route";
import { db } from "@/server/platform/db/client";
import { orders, products, quotes, user } from "@/server/platform/db/schema";
import { latestMailTo } from "@/server/platform/mail";
import { quoteMailFile } from "@/server/quotes/documents";
import { call } from "../support/api";
import { drainMail } from "../support/jobs";
import { staffSession } from "../support/staff";
import { signUp } from "./account-support";
import { Shopper, simpleProduct, stockOf } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

const pdfText = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

let staff: string;
const asStaff = (handler: Parameters<typeof call>[0], body: unknown) => call(handler, "/api/admin/x", { cookie: staff, body });

/** A new customer with a shopper of their own (their cookie and cart). */
async function customer() {
  const { cookie, user } = await signUp(`teklif-${Math.random().toString(36).slice(2, 8)}@example.com`, { name: "Şükrü Işıkoğlu" });
  return {
    cookie,
    user,
    shopper: new Shopper(cookie),
    as: (h: Parameters<typeof call>[0], body: unknown = {}) => call(h, "/api/x", { cookie, body }),
  };
}

/** Staff price every line at `unitPrice` and send the quote, valid until `validUntil`. */
async function price(number: string, unitPrice: (lineIndex: number) => number, validUntil = "2099-12-31") {
  const [row] = await db().select({ id: quotes.id }).from(quotes).where(eq(quotes.number, number));
  const detail = await asStaff(adminQuote, { quoteId: row!.id });
  expect(detail.status).toBe(200);
  const lines = detail.json.lines.map((l: { id: number }, i: number) => ({ id: l.id, unitPrice: unitPrice(i) }));
  const sent = await asStaff(sendQuote, { quoteId: row!.id, lines, validUntil, note: "Kurulum ve eğitim dâhildir; ödeme peşin." });
  expect(sent.status, sent.text).toBe(200);
  return row!.id;
}

const checkoutInfo = { info: { email: "sirket@example.com", shippingAddress: guestAddress } };

beforeAll(async () => {
  staff = await staffSession("Teklif Personeli");
});

describe("a quote from request to order", () => {
  it("is asked for from the cart, priced by staff, mailed with its PDF, accepted and ordered at the quoted prices", async () => {
    const c = await customer();
    const company = { tradeName: "Işık Makine Sanayi ve Ticaret A.Ş.", taxOffice: "Kozyatağı", taxNumber: "1234567890" };
    expect((await c.as(saveCompany, { company: { ...company, taxNumber: "1234567891" } })).json.code).toBe("validation_failed");
    const saved = await c.as(saveCompany, { company });
    expect(saved.status, saved.text).toBe(200);

    const [first, second] = [await simpleProduct(10, 250_000_00), await simpleProduct(10, 90_000_00)];
    await addToCart(c.shopper, first!, 2);
    await addToCart(c.shopper, second!, 1);
    const asked = await c.as(requestQuote, { from: "cart", note: "Şubat teslimi mümkün mü?" });
    expect(asked.status, asked.text).toBe(200);
    const number = asked.json.number as string;
    expect(number).toMatch(/^TK-\d{4}-\d{6}$/);

    const requested = await c.as(getQuote, { number });
    expect(requested.json).toMatchObject({ status: "requested", total: null, company, customerNote: "Şubat teslimi mümkün mü?" });
    expect(requested.json.lines.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [first, 2],
      [second, 1],
    ]);
    // Nothing to accept, and no PDF, before staff price it.
    expect((await c.as(acceptQuote, { number })).json.code).toBe("quote_not_open");
    expect((await call(quoteDocument, `/api/account/quote-document?number=${number}`, { cookie: c.cookie, method: "GET" })).status).toBe(
      404,
    );

    // Staff see who asked and how to reach them, with the company, and each line's list price to price it against.
    await db().update(user).set({ phone: "05321234567" }).where(eq(user.id, c.user.id));
    const [quoteRow] = await db().select({ id: quotes.id }).from(quotes).where(eq(quotes.number, number));
    const forStaff = await asStaff(adminQuote, { quoteId: quoteRow!.id });
    expect(forStaff.json).toMatchObject({ company, customer: { name: "Şükrü Işıkoğlu", email: c.user.email, phone: "05321234567" } });
    expect(forStaff.json.lines.map((l: { listPrice: number }) => l.listPrice)).toEqual([250_000_00, 90_000_00]);
    expect(requested.json.lines[0]).not.toHaveProperty("listPrice");

    const listed = await asStaff(adminQuotes, { status: "requested" });
    expect(listed.json.map((q: { number: string }) => q.number)).toContain(number);
    const quoteId = await price(number, (i) => (i === 0 ? 200_000_00 : 85_000_00));

    const sent = await c.as(getQuote, { number });
    expect(sent.json).toMatchObject({
      status: "sent",
      total: 2 * 200_000_00 + 85_000_00,
      staffNote: "Kurulum ve eğitim dâhildir; ödeme peşin.",
    });
    expect(sent.json.validUntil).toBe("2099-12-31T20:59:59.999Z");

    // The mail goes through the outbox, with the quote's PDF; the PDF prints the lines and Turkish letters.
    await drainMail();
    const mail = await latestMailTo(c.user.email);
    expect(mail?.subject).toContain(number);
    expect(mail?.attachments?.[0]?.filename).toBe(`${number}-teklif.pdf`);
    const pdf = await pdfText((await quoteMailFile(quoteId))!.content);
    expect(pdf).toContain(number);
    expect(pdf).toContain("Işık Makine Sanayi ve Ticaret A.Ş.");
    expect(pdf).toContain("200.000,00 TL");
    expect(pdf).toContain("485.000,00 TL");
    expect(pdf).toContain("Kurulum ve eğitim dâhildir; ödeme peşin.");
    const download = await call(quoteDocument, `/api/account/quote-document?number=${number}`, { cookie: c.cookie, method: "GET" });
    expect([download.status, download.headers.get("content-type")]).toEqual([200, "application/pdf"]);

    const accepted = await c.as(acceptQuote, { number });
    expect(accepted.status, accepted.text).toBe(200);
    expect(
      accepted.json.items.map((i: { productId: number; unitPrice: number; quantity: number }) => [i.productId, i.unitPrice, i.quantity]),
    ).toEqual([
      [first, 200_000_00, 2],
      [second, 85_000_00, 1],
    ]);
    // The quoted quantities stay as quoted.
    const line = accepted.json.items[0].id;
    expect((await c.shopper.post(updateItem, "/api/cart/update-item", { item: { id: line, quantity: 1 } })).json.code).toBe(
      "quote_line_locked",
    );

    await fillCheckout(c.shopper, checkoutInfo);
    const preview = await c.shopper.post(contracts, "/api/checkout/contracts", {});
    expect(JSON.stringify(preview.json)).toContain("Işık Makine Sanayi ve Ticaret A.Ş.");
    const placed = await order(c.shopper);
    expect(placed.status, placed.text).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.number, placed.json.number));
    expect(row!.subTotal).toBe(485_000_00);
    expect(row!.grandTotal).toBe(485_000_00 + row!.deliveryTotal);
    expect(await stockOf(first!)).toBe(8);

    const done = await c.as(getQuote, { number });
    expect(done.json.status).toBe("ordered");
    expect(done.json.orderNumber).toBe(placed.json.number);
    expect(done.json.history.map((h: { status: string }) => h.status)).toEqual(["requested", "sent", "accepted", "ordered"]);
    expect((await asStaff(adminQuote, { quoteId })).json.history.map((h: { byStaff: boolean }) => h.byStaff)).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it("asks for one product from its page, and the customer may decline the offer", async () => {
    const c = await customer();
    const productId = await simpleProduct(5, 40_000_00);
    const asked = await c.as(requestQuote, { from: "product", productId, quantity: 3, note: "" });
    expect(asked.status, asked.text).toBe(200);
    await price(asked.json.number, () => 35_000_00);
    const declined = await c.as(declineQuote, { number: asked.json.number });
    expect(declined.json).toEqual({ number: asked.json.number, status: "declined" });
    expect((await c.as(acceptQuote, { number: asked.json.number })).json.code).toBe("quote_not_open");
    const history = (await c.as(getQuote, { number: asked.json.number })).json.history.map((h: { status: string }) => h.status);
    expect(history).toEqual(["requested", "sent", "declined"]);
  });
});

describe("a quote's locked line", () => {
  type Line = { productId: number; unitPrice: number; quantity: number; priceKind: string };
  const lines = (items: Line[]) => items.map((i) => [i.productId, i.unitPrice, i.quantity, i.priceKind]);
  const codeOf = async (id: number) => (await db().select({ code: products.code }).from(products).where(eq(products.id, id)))[0]!.code;

  /** A customer whose cart holds an accepted quote of 2 units at 800 TL of a product the shop sells at 1.000 TL. */
  async function quotedCart(before?: (c: Awaited<ReturnType<typeof customer>>, productId: number) => Promise<void>) {
    const c = await customer();
    const productId = await simpleProduct(10, 1_000_00);
    await before?.(c, productId);
    const asked = await c.as(requestQuote, { from: "product", productId, quantity: 2 });
    await price(asked.json.number, () => 800_00);
    const accepted = await c.as(acceptQuote, { number: asked.json.number });
    expect(lines(accepted.json.items)).toEqual([[productId, 800_00, 2, "quote"]]);
    return { c, productId };
  }

  it("stays as quoted when a quick order names its product: the extra unit goes on its own line at the shop's price", async () => {
    const { c, productId } = await quotedCart();
    const quick = await c.shopper.post(quickOrder, "/api/cart/quick-order", { lines: [{ code: await codeOf(productId), quantity: 1 }] });
    expect(quick.status, quick.text).toBe(200);
    expect(quick.json.report[0]).toMatchObject({ status: "added", added: 1 });
    expect(lines(quick.json.cart.items)).toEqual([
      [productId, 800_00, 2, "quote"],
      [productId, 1_000_00, 1, "public"],
    ]);
    // Adding again, by the product or the quick order, goes to the shopper's own line; the locked line still refuses a change.
    const added = await addToCart(c.shopper, productId, 2);
    expect(lines(added.json.items)).toEqual([
      [productId, 800_00, 2, "quote"],
      [productId, 1_000_00, 3, "public"],
    ]);
    const locked = added.json.items[0].id;
    expect((await c.shopper.post(updateItem, "/api/cart/update-item", { item: { id: locked, quantity: 3 } })).json.code).toBe(
      "quote_line_locked",
    );

    // Checkout: the quoted price for the quoted units only.
    await fillCheckout(c.shopper, checkoutInfo);
    const placed = await order(c.shopper);
    expect(placed.status, placed.text).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.number, placed.json.number));
    expect(row!.subTotal).toBe(2 * 800_00 + 3 * 1_000_00);
    expect(await stockOf(productId)).toBe(5);
  });

  it("stays as quoted when a past order of its product is ordered again", async () => {
    let past = "";
    const { c, productId } = await quotedCart(async (c, productId) => {
      await addToCart(c.shopper, productId, 1);
      await fillCheckout(c.shopper, checkoutInfo);
      past = (await order(c.shopper)).json.number;
    });
    const [pastOrder] = await db().select({ id: orders.id }).from(orders).where(eq(orders.number, past));
    const again = await c.shopper.post(reorder, "/api/cart/reorder", { orderId: pastOrder!.id });
    expect(again.status, again.text).toBe(200);
    expect(lines(again.json.cart.items)).toEqual([
      [productId, 800_00, 2, "quote"],
      [productId, 1_000_00, 1, "public"],
    ]);
  });

  it("stays as quoted when a guest cart of its product joins the customer's cart on sign-in", async () => {
    const { c, productId } = await quotedCart();
    const browser = new Shopper(); // another device, signed out
    await addToCart(browser, productId, 1);
    browser.session = c.cookie;
    const merged = await browser.cart();
    expect(lines(merged.json.items)).toEqual([
      [productId, 800_00, 2, "quote"],
      [productId, 1_000_00, 1, "public"],
    ]);
  });
});

describe("a quote's validity date", () => {
  it("refuses to accept an expired quote (409 quote_expired) and records the expiry", async () => {
    const c = await customer();
    const asked = await c.as(requestQuote, { from: "product", productId: await simpleProduct(5), quantity: 1 });
    const id = await price(asked.json.number, () => 1_000_00);
    await db()
      .update(quotes)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(quotes.id, id));
    const res = await c.as(acceptQuote, { number: asked.json.number });
    expect([res.status, res.json.code]).toEqual([409, "quote_expired"]);
    expect(res.json.message).toContain("geçerlilik süresi doldu");
    const quote = (await c.as(getQuote, { number: asked.json.number })).json;
    expect(quote.status).toBe("expired");
    expect(quote.history.at(-1).status).toBe("expired");
  });

  it("refuses the order at the quoted prices once the quote expired after it was accepted", async () => {
    const c = await customer();
    const productId = await simpleProduct(5, 10_000_00);
    const asked = await c.as(requestQuote, { from: "product", productId, quantity: 2 });
    const id = await price(asked.json.number, () => 8_000_00);
    expect((await c.as(acceptQuote, { number: asked.json.number })).status).toBe(200);
    await fillCheckout(c.shopper, checkoutInfo);
    await db()
      .update(quotes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, id));
    const res = await order(c.shopper);
    expect([res.status, res.json.code]).toEqual([409, "quote_expired"]);
    expect(await stockOf(productId)).toBe(5);
    expect((await db().select().from(quotes).where(eq(quotes.id, id)))[0]!.orderId).toBeNull();
  });

  it("refuses a validity date in the past and prices that do not cover every line", async () => {
    const c = await customer();
    const asked = await c.as(requestQuote, { from: "product", productId: await simpleProduct(5), quantity: 1 });
    const [row] = await db().select({ id: quotes.id }).from(quotes).where(eq(quotes.number, asked.json.number));
    const lines = (await asStaff(adminQuote, { quoteId: row!.id })).json.lines;
    const past = await asStaff(sendQuote, { quoteId: row!.id, lines: [{ id: lines[0].id, unitPrice: 100 }], validUntil: "2020-01-01" });
    expect([past.status, past.json.code]).toEqual([400, "valid_until_past"]);
    const wrong = await asStaff(sendQuote, {
      quoteId: row!.id,
      lines: [{ id: lines[0].id + 99_999, unitPrice: 100 }],
      validUntil: "2099-01-01",
    });
    expect([wrong.status, wrong.json.code]).toEqual([400, "quote_lines_mismatch"]);
  });
});

describe("who sees a quote", () => {
  it("never shows a customer another's quote: 404, as for one that does not exist", async () => {
    const owner = await customer();
    const other = await customer();
    const asked = await owner.as(requestQuote, {
      from: "product",
      productId: await simpleProduct(5),
      quantity: 1,
      note: "Sahibinin gizli notu",
    });
    await price(asked.json.number, () => 5_000_00);
    const number = asked.json.number;
    for (const res of [
      await other.as(getQuote, { number }),
      await other.as(acceptQuote, { number }),
      await other.as(declineQuote, { number }),
      await call(quoteDocument, `/api/account/quote-document?number=${number}`, { cookie: other.cookie, method: "GET" }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.text).not.toContain("Sahibinin gizli notu");
    }
    expect((await other.as(myQuotes)).json).toEqual([]);
    expect((await owner.as(getQuote, { number })).json.status).toBe("sent");
    // Customers cannot reach the back office's calls.
    expect((await owner.as(adminQuotes, {})).status).toBe(403);
    expect((await call(getQuote, "/api/x", { body: { number } })).status).toBe(401);
  });
});

describe("the limit of open requests", () => {
  it("takes at most 20 requests waiting for a price per customer, then 409 too_many_open_requests", async () => {
    const c = await customer();
    const productId = await simpleProduct(5);
    for (let i = 0; i < 20; i++) expect((await c.as(requestQuote, { from: "product", productId, quantity: 1 })).status).toBe(200);
    const refused = await c.as(requestQuote, { from: "product", productId, quantity: 1 });
    expect([refused.status, refused.json.code]).toEqual([409, "too_many_open_requests"]);
    expect((await c.as(myQuotes)).json).toHaveLength(20);
  });
});

describe("a price on request", () => {
  it("is refused by the cart with its own code, and ordered only through a quote", async () => {
    const c = await customer();
    const productId = await simpleProduct(5, 70_000_00);
    expect((await asStaff(priceOnRequest, { productId, priceOnRequest: true })).status).toBe(200);
    const refused = await addToCart(c.shopper, productId);
    expect([refused.status, refused.json.code]).toEqual([409, "price_on_request"]);
    expect(refused.json.message).toContain("teklif");

    const asked = await c.as(requestQuote, { from: "product", productId, quantity: 1 });
    await price(asked.json.number, () => 66_000_00);
    const accepted = await c.as(acceptQuote, { number: asked.json.number });
    expect(accepted.json.items[0].unitPrice).toBe(66_000_00);
    await fillCheckout(c.shopper, checkoutInfo);
    const placed = await order(c.shopper);
    expect(placed.status, placed.text).toBe(200);
    await asStaff(priceOnRequest, { productId, priceOnRequest: false });
  });
});
