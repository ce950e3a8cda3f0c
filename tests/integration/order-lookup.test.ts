import fs from "node:fs";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as lookup } from "@/app/api/orders/lookup/route";
import { deleteAccount } from "@/server/account/delete-account";
import {
  guestOrder,
  ORDER_ACCESS_COOKIE,
  ORDER_LOOKUP_LIMIT,
  ORDER_LOOKUP_TARGET_LIMIT,
  orderAccessCookie,
  orderIdFromAccess,
} from "@/server/orders/guest-lookup";
import { db } from "@/server/platform/db/client";
import { orderRefunds, orderStatusHistory, orders, user } from "@/server/platform/db/schema";
import { call } from "../support/api";
import { signUp, strongPassword } from "./account-support";
import { Shopper, simpleProduct } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

/** An order placed by this shopper (a guest, or signed in with `session`) with `email`: its number and id. */
async function placeOrder(email: string, session = "") {
  const s = new Shopper(session);
  s.address = "198.51.100.40";
  await addToCart(s, await simpleProduct(5));
  await fillCheckout(s, { info: { email, shippingAddress: guestAddress } });
  const res = await order(s);
  expect(res.status, res.text).toBe(200);
  const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.number, res.json.number));
  return { number: res.json.number as string, id: row!.id };
}

let placed = { number: "", email: "" };
let member = { number: "", email: "", id: 0 };
beforeAll(async () => {
  placed = { number: (await placeOrder("Misafir.Alici@example.com")).number, email: "misafir.alici@example.com" };
  const customer = await signUp("uye.alici@example.com");
  member = { ...(await placeOrder(customer.user.email, customer.cookie)), email: customer.user.email };
});

let address = 0;
/** Each test from an address of its own, so the rate limit of one does not reach another. */
const ask = (body: unknown, ip = `203.0.113.${++address}`) =>
  call(lookup, "/api/orders/lookup", { body, headers: { "x-forwarded-for": ip } });

const accessOf = (res: { headers: Headers }) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${ORDER_ACCESS_COOKIE}=`))
    ?.split(";")[0]
    ?.split("=")[1];

/** All an answer tells: status, body and headers (but the date and the request's own id). */
const told = (res: { status: number; text: string; headers: Headers }) => ({
  status: res.status,
  text: res.text,
  headers: [...res.headers].filter(([name]) => name !== "date" && name !== "x-request-id"),
});

describe("guest order lookup", () => {
  it("finds the order by its number and e-mail, whatever their case, and the cookie it sets opens that order only", async () => {
    const res = await ask({ number: placed.number.toLowerCase(), email: "MISAFIR.alici@example.com" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ number: placed.number });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${ORDER_ACCESS_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/siparis-sorgula/);
    const shown = await guestOrder(accessOf(res));
    expect(shown).toMatchObject({ number: placed.number, status: "awaiting_payment" });
    expect(shown?.items.length).toBeGreaterThan(0);
  });

  it("answers a wrong e-mail and an unknown number alike: 404 with the same code and message", async () => {
    const wrongEmail = await ask({ number: placed.number, email: "baska@example.com" });
    const unknown = await ask({ number: "LM-ZZZZZZZZZZ", email: placed.email });
    expect(wrongEmail.status).toBe(404);
    expect(told(wrongEmail)).toEqual(told(unknown));
    expect(wrongEmail.json.code).toBe("order_lookup_miss");
    expect(accessOf(wrongEmail)).toBeUndefined();
  });

  it("never opens an order placed from an account: its number with its own e-mail answers exactly as an unknown pair", async () => {
    const theirs = await ask({ number: member.number, email: member.email });
    const unknown = await ask({ number: "LM-ZZZZZZZZZZ", email: member.email });
    expect(theirs.status).toBe(404);
    expect(told(theirs)).toEqual(told(unknown));
    // Nor does an access cookie naming it (one signed before this rule, say) open its page.
    expect(await guestOrder(orderAccessCookie(member.id).split(";")[0]!.split("=")[1])).toBeNull();
  });

  it("keeps an order placed from an account closed after the account is deleted", async () => {
    const customer = await signUp("silinecek.uye@example.com");
    const theirs = await placeOrder(customer.user.email, customer.cookie);
    await deleteAccount(customer.user, strongPassword);
    const res = await ask({ number: theirs.number, email: customer.user.email });
    expect([res.status, res.json.code]).toEqual([404, "order_lookup_miss"]);
  });

  it("still opens a guest's order after its e-mail signs up for an account", async () => {
    const email = "sonra.uye@example.com";
    const guests = await placeOrder(email);
    await signUp(email);
    const res = await ask({ number: guests.number, email });
    expect([res.status, res.json]).toEqual([200, { number: guests.number }]);
  });

  it("refuses bad input with 400 and its message", async () => {
    for (const body of [
      { number: "", email: "eposta-degil" },
      { number: "LM-2026-12", email: placed.email },
      { number: "LM-IL0U234567", email: placed.email },
    ]) {
      const res = await ask(body);
      expect([res.status, res.json.code]).toEqual([400, "validation_failed"]);
    }
  });

  it("takes an order number in the earlier LM-year-sequence form", async () => {
    await db().update(orders).set({ number: "LM-2025-000042" }).where(eq(orders.number, placed.number));
    try {
      const res = await ask({ number: "lm-2025-000042", email: placed.email });
      expect([res.status, res.json]).toEqual([200, { number: "LM-2025-000042" }]);
    } finally {
      await db().update(orders).set({ number: placed.number }).where(eq(orders.number, "LM-2025-000042"));
    }
  });

  it("limits the attempts of one address, hits and misses alike, with Retry-After", async () => {
    const ip = "203.0.113.250";
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.max; i++)
      expect((await ask({ number: `LM-${String(i).padStart(10, "0")}`, email: `adres${i}@example.com` }, ip)).status).toBe(404);
    const refused = await ask({ number: placed.number, email: placed.email }, ip);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await ask({ number: placed.number, email: placed.email })).status).toBe(200);
  });

  it("limits the attempts at one order number, from any addresses and with any e-mails", async () => {
    const target = await placeOrder("numara.hedef@example.com");
    for (let i = 0; i < ORDER_LOOKUP_TARGET_LIMIT.max; i++)
      expect((await ask({ number: target.number, email: `tahmin${i}@example.com` })).status).toBe(404);
    const refused = await ask({ number: target.number, email: "numara.hedef@example.com" });
    expect([refused.status, refused.json.code]).toEqual([429, "rate_limited"]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits the attempts with one e-mail, from any addresses and at any numbers", async () => {
    const email = "eposta.hedef@example.com";
    const target = await placeOrder(email);
    for (let i = 0; i < ORDER_LOOKUP_TARGET_LIMIT.max; i++)
      expect((await ask({ number: `LM-${String(i).padStart(10, "1")}`, email })).status).toBe(404);
    const refused = await ask({ number: target.number, email: email.toUpperCase() });
    expect([refused.status, refused.json.code]).toEqual([429, "rate_limited"]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("opens nothing with a tampered, foreign or expired cookie", async () => {
    const res = await ask({ number: placed.number, email: placed.email });
    const value = accessOf(res) as string;
    const [id, expires, mac] = value.split(".");
    expect(orderIdFromAccess(`${Number(id) + 1}.${expires}.${mac}`)).toBeNull();
    expect(orderIdFromAccess(`${id}.${Number(expires) + 60}.${mac}`)).toBeNull();
    expect(orderIdFromAccess(undefined)).toBeNull();
    expect(orderIdFromAccess(value, Date.now() + 31 * 60_000)).toBeNull();
    const old = orderAccessCookie(Number(id), Date.now() - 31 * 60_000)
      .split(";")[0]!
      .split("=")[1];
    expect(await guestOrder(old)).toBeNull();
  });
});

describe("the migration that made the lookup guests' only", () => {
  /** The statements after the new columns: they sort the orders and the IBANs that were there before. */
  const backfill = fs
    .readFileSync("drizzle/0018_guest_lookup.sql", "utf8")
    .split("--> statement-breakpoint")
    .filter((statement) => !statement.trim().startsWith("ALTER TABLE"));

  it("marks as a guest's only an order placed without an account, and holds the IBANs given on one", async () => {
    const [customer] = await db().select({ id: user.id }).from(user).limit(1);
    const [template] = await db().select().from(orders).where(eq(orders.number, placed.number));
    const { id: _id, ...columns } = template!;
    const rows = await db()
      .insert(orders)
      .values(
        ["LM-2024-000001", "LM-2024-000002", "LM-2024-000003"].map((number, i) => ({
          ...columns,
          number,
          cartId: null,
          guestCheckout: false,
          userId: i === 2 ? customer!.id : null,
        })),
      )
      .returning({ id: orders.id });
    const [guest, erased, member] = rows.map((r) => r.id) as [number, number, number];
    // Placed by a guest (the first step names no one), by a customer whose account was deleted since, by a customer.
    await db()
      .insert(orderStatusHistory)
      .values([
        { orderId: guest, status: "awaiting_payment", actorId: null },
        { orderId: erased, status: "awaiting_payment", actorId: customer!.id },
        { orderId: member, status: "awaiting_payment", actorId: customer!.id },
      ]);
    const iban = "TR330006100519786457841326";
    await db()
      .insert(orderRefunds)
      .values(rows.map((r) => ({ orderId: r.id, amount: 100_00, method: "bank_transfer" as const, iban })));

    for (const statement of backfill) await db().execute(sql.raw(statement));

    const after = await db()
      .select({
        id: orders.id,
        guestCheckout: orders.guestCheckout,
        iban: orderRefunds.iban,
        unconfirmedIban: orderRefunds.unconfirmedIban,
      })
      .from(orders)
      .innerJoin(orderRefunds, eq(orderRefunds.orderId, orders.id))
      .where(inArray(orders.id, [guest, erased, member]))
      .orderBy(orders.id);
    expect(after).toEqual([
      { id: guest, guestCheckout: true, iban: null, unconfirmedIban: iban },
      { id: erased, guestCheckout: false, iban, unconfirmedIban: null },
      { id: member, guestCheckout: false, iban, unconfirmedIban: null },
    ]);
  });
});
