import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as accountDocument } from "@/app/api/account/order-document/route";
import { POST as changeStatus } from "@/app/api/admin/orders/change-status/route";
import { POST as storeSettings } from "@/app/api/admin/settings/store/route";
import { POST as saveStoreSettings } from "@/app/api/admin/settings/store/save/route";
import { parasutConfig } from "@/config/parasut";
import { issueDueInvoices, issueInvoice } from "@/server/orders/invoicing/issue";
import { ParasutInvoices } from "@/server/orders/invoicing/parasut";
import { invoiceIssuing } from "@/server/orders/invoicing/view";
import { db } from "@/server/platform/db/client";
import { orderInvoiceIssues, orderInvoices, orders } from "@/server/platform/db/schema";
import { resetMailTransport } from "@/server/platform/mail";
import { call } from "../support/api";
import { deliveredTo } from "../support/jobs";
import { ParasutFake } from "../support/parasut-fake";
import { freePorts } from "../support/ports";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { staffSession } from "../support/staff";
import { signUp } from "./account-support";
import { Shopper, simpleProduct } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

const fake = new ParasutFake();
const company = { billingType: "corporate", companyName: "Işık Baskı Ltd. Şti.", taxOffice: "Kadıköy", taxNumber: "1234567890" } as const;
let staff = "";
let owner = "";
let smtp: TestSmtp;
let saved = { ...process.env };

/** Paraşüt with short waits; `requestMs` is how long an unanswered call is waited for. */
const invoicing = (requestMs = 5000) => new ParasutInvoices(parasutConfig()!, { requestMs, pollMs: 5, polls: 10 });
const issueOf = async (orderId: number) => (await db().select().from(orderInvoiceIssues).where(eq(orderInvoiceIssues.orderId, orderId)))[0];
/** Staff choose in the store settings when invoices are issued. */
async function issueAt(invoiceMoment: "paid" | "shipped") {
  const { settings } = (await call(storeSettings, "/api/admin/settings/store", { cookie: staff, body: {} })).json;
  const saved = await call(saveStoreSettings, "/api/admin/settings/store/save", {
    cookie: staff,
    body: { settings: { ...settings, invoiceMoment } },
  });
  expect(saved.status, saved.text).toBe(200);
}
const move = async (orderId: number, status: string) =>
  expect((await call(changeStatus, "/api/admin/orders/change-status", { cookie: staff, body: { orderId, status } })).status).toBe(200);

/**
 * A bank-transfer order of the account's (or of a guest's, with `guest` as its e-mail), marked paid by staff;
 * `billing` changes its invoice details.
 */
async function paidOrder(billing: Record<string, string> = {}, guest?: string) {
  const shopper = new Shopper(guest ? undefined : owner);
  await addToCart(shopper, await simpleProduct(10), 2);
  await fillCheckout(shopper, guest ? { info: { email: guest, shippingAddress: guestAddress } } : {});
  const res = await order(shopper);
  if (res.status !== 200) throw new Error(res.text);
  const [row] = await db().select().from(orders).where(eq(orders.number, res.json.number));
  await db()
    .update(orders)
    .set({ billingAddress: { ...row!.billingAddress, ...billing } })
    .where(eq(orders.id, row!.id));
  await move(row!.id, "paid");
  return row!.id;
}

beforeAll(async () => {
  saved = { ...process.env };
  await fake.start();
  const [port] = (await freePorts(1)) as [number];
  smtp = await startSmtp(port);
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  resetMailTransport();
  staff = await staffSession();
  owner = (await signUp("fatura-alici@example.com")).cookie;
});

afterAll(async () => {
  process.env = saved;
  resetMailTransport();
  await smtp.close();
  await fake.stop();
});

describe("invoices through Paraşüt", () => {
  it("without Paraşüt's credentials nothing is issued: invoices are manual", async () => {
    expect(await issueDueInvoices(new Date())).toEqual({ manual: true });
    expect(await invoiceIssuing(1)).toEqual({ automatic: false });
  });

  it("issues an e-Arşiv for a person with the internet-sale details, keeps its PDF and the buyer downloads it", async () => {
    Object.assign(process.env, fake.env());
    const orderId = await paidOrder();
    expect(await issueInvoice(orderId, invoicing(), new Date())).toBe(true);
    expect(await issueOf(orderId)).toMatchObject({ state: "issued", kind: "e_archive", lastError: null });
    const contact = fake.contacts.find((c) => c.attributes.tax_number === "10000000146");
    expect(contact?.attributes).toMatchObject({ contact_type: "person", account_type: "customer", name: "Ayşe Yılmaz" });
    expect(fake.formalised.at(-1)).toMatchObject({ type: "e_archives", attributes: { internet_sale: { payment_type: "EFT/HAVALE" } } });
    const details = fake.invoices.at(-1)!.details as { attributes: { vat_rate: number; description: string } }[];
    expect(details.map((d) => d.attributes.description)).toContain("Kargo ücreti");
    expect(details.every((d) => typeof d.attributes.vat_rate === "number")).toBe(true);
    const [stored] = await db().select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
    expect(Buffer.from(stored!.pdf).subarray(0, 5).toString()).toBe("%PDF-");
    const res = await accountDocument(
      new Request(`http://localhost:3000/api/account/order-document?order=${orderId}&document=invoice`, { headers: { cookie: owner } }),
    );
    expect(res.status).toBe(200);
    expect(fake.tokensIssued).toEqual(["password"]);
  });

  it("mails the buyer once the invoice is kept: a customer to My Orders, a guest to the order lookup", async () => {
    const member = await paidOrder();
    const guest = await paidOrder({}, "fatura-misafir@example.com");
    await issueDueInvoices(new Date(), invoicing());
    const [number] = (await db().select({ number: orders.number }).from(orders).where(eq(orders.id, member))).map((o) => o.number);
    const [invoice] = await db().select({ number: orderInvoices.number }).from(orderInvoices).where(eq(orderInvoices.orderId, member));
    const memberMails = (await deliveredTo(smtp, "fatura-alici@example.com")).filter((m) => m.includes(`${number} numaralı`));
    const memberMail = memberMails.find((m) => m.includes("faturası düzenlendi"));
    expect(memberMail).toContain(`${number} numaralı siparişinizin ${invoice!.number} numaralı faturası düzenlendi`);
    expect(memberMail).toContain("Siparişlerim sayfasından");
    expect(memberMail).toContain(`/account/my-orders/${member}`);
    const guestMails = (await deliveredTo(smtp, "fatura-misafir@example.com")).filter((m) => m.includes("faturası düzenlendi"));
    expect(guestMails).toHaveLength(1);
    expect(guestMails[0]).toContain("sipariş sorgulama sayfasından");
    expect(guestMails[0]).toContain("/siparis-sorgula");
    expect(guestMails[0]).not.toContain("/account/my-orders");
    expect((await issueOf(guest))?.state).toBe("issued");
  });

  it("follows the moment staff chose: at shipping, a paid order waits until it is shipped; at payment, it is issued", async () => {
    await issueAt("shipped");
    const atShipping = await paidOrder();
    await issueDueInvoices(new Date(), invoicing());
    expect(await issueOf(atShipping)).toBeUndefined();
    await move(atShipping, "shipped");
    await issueDueInvoices(new Date(), invoicing());
    expect((await issueOf(atShipping))?.state).toBe("issued");

    await issueAt("paid");
    const atPayment = await paidOrder();
    await issueDueInvoices(new Date(), invoicing());
    expect((await issueOf(atPayment))?.state).toBe("issued");
  });

  it("issues an e-Fatura to a registered company's inbox, with its VKN and tax office on the contact", async () => {
    fake.inboxes.set(company.taxNumber, "urn:mail:defaultpk@isikbaski.com.tr");
    const orderId = await paidOrder(company);
    expect(await issueInvoice(orderId, invoicing(), new Date())).toBe(true);
    expect(await issueOf(orderId)).toMatchObject({ state: "issued", kind: "e_invoice" });
    expect(fake.formalised.at(-1)).toMatchObject({ type: "e_invoices", attributes: { to: "urn:mail:defaultpk@isikbaski.com.tr" } });
    expect(fake.contacts.find((c) => c.attributes.tax_number === company.taxNumber)?.attributes).toMatchObject({
      contact_type: "company",
      tax_office: "Kadıköy",
    });
  });

  it("a refusal is kept with Paraşüt's message and waits for staff (no automatic retry)", async () => {
    fake.refuse = "Alıcının vergi numarası geçersiz";
    const orderId = await paidOrder();
    expect(await issueInvoice(orderId, invoicing(), new Date())).toBe(false);
    expect(await issueOf(orderId)).toMatchObject({
      state: "failed",
      attempts: 1,
      lastError: "Unprocessable Entity: Alıcının vergi numarası geçersiz",
    });
    await issueDueInvoices(new Date(Date.now() + 24 * 3600_000), invoicing());
    expect((await issueOf(orderId))?.attempts).toBe(1);
    expect(await invoiceIssuing(orderId)).toMatchObject({
      automatic: true,
      issue: { state: "failed", lastError: expect.stringContaining("geçersiz") },
    });
  });

  it("a provider that does not answer is tried again later, not at once", async () => {
    fake.hang = 1;
    const orderId = await paidOrder();
    const now = new Date();
    expect(await issueInvoice(orderId, invoicing(1000), now)).toBe(false);
    const first = await issueOf(orderId);
    expect(first).toMatchObject({ state: "pending", attempts: 1 });
    expect(first!.lastError).toContain("yanıt vermedi");
    expect(first!.nextAttemptAt.getTime() - now.getTime()).toBe(5 * 60_000);
    await issueDueInvoices(new Date(now.getTime() + 60_000), invoicing());
    expect((await issueOf(orderId))?.state).toBe("pending");
    await issueDueInvoices(new Date(now.getTime() + 6 * 60_000), invoicing());
    expect(await issueOf(orderId)).toMatchObject({ state: "issued", lastError: null });
  });

  it("a cancelled order's e-Arşiv is cancelled within its window, else answered with a return invoice", async () => {
    const within = await paidOrder();
    const after = await paidOrder();
    const now = new Date();
    await issueDueInvoices(now, invoicing());
    await move(within, "cancelled");
    await issueDueInvoices(now, invoicing());
    expect((await issueOf(within))?.state).toBe("cancelled");
    fake.closeCancellationWindows();
    await move(after, "cancelled");
    await issueDueInvoices(now, invoicing());
    expect((await issueOf(after))?.state).toBe("returned");
    expect(fake.invoices.at(-1)?.attributes.item_type).toBe("refund");
  });
});
