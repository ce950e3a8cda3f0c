import { and, asc, eq } from "drizzle-orm";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import AdminOrderPage from "@/app/admin/orders/[id]/page";
import { POST as changeStatus } from "@/app/api/admin/orders/change-status/route";
import { POST as confirmIban } from "@/app/api/admin/orders/confirm-refund-iban/route";
import { POST as decideReturn } from "@/app/api/admin/orders/decide-return/route";
import { POST as shipRoute } from "@/app/api/admin/orders/ship/route";
import { POST as guestCancel } from "@/app/api/orders/lookup/cancel-order/route";
import { GET as guestDocument } from "@/app/api/orders/lookup/order-document/route";
import { POST as guestReturn } from "@/app/api/orders/lookup/request-return/route";
import { POST as lookup } from "@/app/api/orders/lookup/route";
import { Translations } from "@/i18n/translations";
import { ORDER_ACCESS_COOKIE } from "@/server/orders/guest-lookup";
import { db } from "@/server/platform/db/client";
import {
  auditLog,
  clarificationRecords,
  orderItems,
  orderRefunds,
  orderReturns,
  orderStatusHistory,
  orders,
} from "@/server/platform/db/schema";
import { call } from "../support/api";
import { staffSession } from "../support/staff";
import { Shopper, simpleProduct, stockOf } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

const IBAN = "TR330006100519786457841326";
let staff = "";

// The back office's order page reads the staff session through next/headers; its islands ask for a router.
let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));
vi.mock("next/navigation", async (original) => ({ ...(await original<object>()), useRouter: () => ({ refresh() {} }) }));

/** The back office's order page as staff get it, as HTML, with the translations the admin layout gives its islands. */
async function adminOrderHtml(orderId: number) {
  requestHeaders = new Headers({ cookie: staff });
  const page = (await AdminOrderPage({ params: Promise.resolve({ id: String(orderId) }) })) as ReactNode;
  return renderToStaticMarkup(Translations({ children: page }));
}

const refundsOf = (orderId: number) =>
  db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
const lastNote = async (orderId: number) =>
  (await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.id))).at(-1)
    ?.note;
let guests = 0;

/** A guest's paid bank-transfer order of one product (2 units), and the cookies its lookup set. */
async function guestOrder() {
  const email = `misafir${++guests}@example.com`;
  const productId = await simpleProduct(5, 250_00);
  const s = new Shopper();
  s.address = `198.51.100.${60 + guests}`;
  await addToCart(s, productId, 2);
  await fillCheckout(s, { info: { email, shippingAddress: guestAddress } });
  const placed = await order(s);
  expect(placed.status, placed.text).toBe(200);
  const [row] = await db().select().from(orders).where(eq(orders.number, placed.json.number));
  await db().update(orders).set({ status: "paid" }).where(eq(orders.id, row!.id));
  const found = await call(lookup, "/api/orders/lookup", {
    body: { number: row!.number, email },
    headers: { "x-forwarded-for": `203.0.113.${100 + guests}` },
  });
  expect(found.status).toBe(200);
  return { row: row!, productId, setCookies: found.headers.getSetCookie() };
}

/** The lookup cookie a browser sends to the guest's order API (the one scoped to its path). */
const apiCookie = (setCookies: string[]) => setCookies.find((c) => c.includes("Path=/api/orders/lookup"))!.split(";")[0]!;

beforeAll(async () => {
  staff = await staffSession();
});

describe("a guest who proved the order acts on it as My Orders does", () => {
  it("gets its documents and cancels it with an IBAN; the cookie of one order opens no other", async () => {
    const { row, productId, setCookies } = await guestOrder();
    expect(setCookies.map((c) => c.match(/Path=[^;]+/)?.[0])).toEqual(["Path=/siparis-sorgula", "Path=/api/orders/lookup"]);
    for (const c of setCookies) expect(c).toMatch(/HttpOnly.*SameSite=Strict/);
    const cookie = apiCookie(setCookies);

    const pdf = await call(guestDocument, `/api/orders/lookup/order-document?order=${row.id}&document=contracts`, {
      method: "GET",
      cookie,
    });
    expect([pdf.status, pdf.text.startsWith("%PDF-")]).toEqual([200, true]);
    const proforma = await call(guestDocument, `/api/orders/lookup/order-document?order=${row.id}&document=proforma`, {
      method: "GET",
      cookie,
    });
    expect(proforma.status).toBe(200);
    const none = await call(guestDocument, `/api/orders/lookup/order-document?order=${row.id}&document=contracts`, { method: "GET" });
    expect(none.status).toBe(404);

    const other = await guestOrder();
    const foreign = await call(guestCancel, "/api/orders/lookup/cancel-order", { cookie, body: { id: other.row.id, iban: IBAN } });
    expect(foreign.status).toBe(404);
    const forged = `${ORDER_ACCESS_COOKIE}=${other.row.id}.${cookie.split(".")[1]}.${cookie.split(".")[2]}`;
    expect(
      (await call(guestCancel, "/api/orders/lookup/cancel-order", { cookie: forged, body: { id: other.row.id, iban: IBAN } })).status,
    ).toBe(404);
    expect((await db().select().from(orders).where(eq(orders.id, other.row.id)))[0]!.status).toBe("paid");

    const noIban = await call(guestCancel, "/api/orders/lookup/cancel-order", { cookie, body: { id: row.id } });
    expect([noIban.status, noIban.json.code]).toEqual([400, "iban_required"]);
    expect(await stockOf(productId)).toBe(3);
    const cancelled = await call(guestCancel, "/api/orders/lookup/cancel-order", { cookie, body: { id: row.id, iban: IBAN } });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json).toMatchObject({ status: "cancelled", refundedTotal: row.grandTotal });
    expect(await stockOf(productId)).toBe(5);
    // The guest's IBAN is held: the refund names no IBAN to pay until staff confirm it.
    expect(await refundsOf(row.id)).toMatchObject([{ method: "bank_transfer", iban: null, unconfirmedIban: IBAN }]);
    expect(await lastNote(row.id)).toContain(`verdiğiniz ${IBAN} IBAN'ını sizinle doğruladıktan sonra`);
    const [kept] = await db()
      .select()
      .from(clarificationRecords)
      .where(and(eq(clarificationRecords.form, "cancellation"), eq(clarificationRecords.recordId, String(row.id))));
    expect(kept).toMatchObject({ userId: null });
  });

  it("asks to return a line of the delivered order", async () => {
    const { row, setCookies } = await guestOrder();
    const cookie = apiCookie(setCookies);
    await call(shipRoute, "/api/admin/orders/ship", {
      cookie: staff,
      body: { orderId: row.id, carrier: "yurtici", trackingNumber: "YK123456789" },
    });
    await call(changeStatus, "/api/admin/orders/change-status", { cookie: staff, body: { orderId: row.id, status: "delivered" } });
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, row.id));
    const body = { orderId: row.id, lines: [{ itemId: item!.id, quantity: 1 }], reason: "Rengi beklediğim gibi değil.", iban: IBAN };
    expect((await call(guestReturn, "/api/orders/lookup/request-return", { body })).status).toBe(404);
    const asked = await call(guestReturn, "/api/orders/lookup/request-return", { cookie, body });
    expect(asked.status, asked.text).toBe(200);
    const [request] = await db().select().from(orderReturns).where(eq(orderReturns.orderId, row.id));
    expect(request).toMatchObject({ status: "requested", iban: null, unconfirmedIban: IBAN, reason: "Rengi beklediğim gibi değil." });

    // Approved, the return's refund keeps the IBAN held: nothing is payable to it yet.
    const approved = await call(decideReturn, "/api/admin/orders/decide-return", {
      cookie: staff,
      body: { returnId: request!.id, approve: true },
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.refund).toEqual({ amount: 250_00, method: "bank_transfer", iban: null, unconfirmedIban: IBAN });
    expect(await refundsOf(row.id)).toMatchObject([{ returnId: request!.id, iban: null, unconfirmedIban: IBAN }]);
  });
});

describe("an IBAN a guest gave is paid to only once staff confirm it", () => {
  it("shows it to staff as unconfirmed with the action to confirm; confirmed once, it is the refund's IBAN", async () => {
    const { row, setCookies } = await guestOrder();
    const cancelled = await call(guestCancel, "/api/orders/lookup/cancel-order", {
      cookie: apiCookie(setCookies),
      body: { id: row.id, iban: IBAN },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const [refund] = await refundsOf(row.id);

    const held = await adminOrderHtml(row.id);
    expect(held).toContain(`Onaylanmamış IBAN: ${IBAN}`);
    expect(held).toContain("alıcıyla doğrulamadan bu hesaba ödeme yapmayın");
    expect(held).toContain("IBAN&#x27;ı alıcıyla doğruladım, onayla");

    // Only staff confirm (a guest holding the order's cookie is refused), and once.
    const byGuest = await call(confirmIban, "/api/admin/orders/confirm-refund-iban", {
      cookie: apiCookie(setCookies),
      body: { refundId: refund!.id },
    });
    expect(byGuest.status).toBe(401);
    const confirmed = await call(confirmIban, "/api/admin/orders/confirm-refund-iban", { cookie: staff, body: { refundId: refund!.id } });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toEqual({ id: refund!.id, amount: row.grandTotal, method: "bank_transfer", iban: IBAN, unconfirmedIban: null });
    expect(await refundsOf(row.id)).toMatchObject([{ iban: IBAN, unconfirmedIban: null }]);
    expect(await lastNote(row.id)).toBe(`İade IBAN'ı doğrulandı. 649,00 TL, ${IBAN} IBAN'lı hesabınıza havale ile iade edilecek.`);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.refund.iban_confirmed"), eq(auditLog.entityId, String(row.id))));
    expect(audit).toMatchObject({ after: { refundId: refund!.id, iban: IBAN } });
    const again = await call(confirmIban, "/api/admin/orders/confirm-refund-iban", { cookie: staff, body: { refundId: refund!.id } });
    expect([again.status, again.json.code]).toEqual([409, "refund_iban_not_pending"]);
    const unknown = await call(confirmIban, "/api/admin/orders/confirm-refund-iban", {
      cookie: staff,
      body: { refundId: refund!.id + 100_000 },
    });
    expect(unknown.status).toBe(404);

    const paid = await adminOrderHtml(row.id);
    expect(paid).toContain(`IBAN: ${IBAN}`);
    expect(paid).not.toContain("Onaylanmamış IBAN");
  });
});
