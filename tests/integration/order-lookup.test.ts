import { beforeAll, describe, expect, it } from "vitest";
import { POST as lookup } from "@/app/api/orders/lookup/route";
import { guestOrder, ORDER_ACCESS_COOKIE, ORDER_LOOKUP_LIMIT, orderAccessCookie, orderIdFromAccess } from "@/server/orders/guest-lookup";
import { call } from "../support/api";
import { Shopper, simpleProduct } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

let placed = { number: "", email: "" };
beforeAll(async () => {
  const s = new Shopper();
  s.address = "198.51.100.40";
  await addToCart(s, await simpleProduct(5));
  await fillCheckout(s, { info: { email: "Misafir.Alici@example.com", shippingAddress: guestAddress } });
  const res = await order(s);
  expect(res.status).toBe(200);
  placed = { number: res.json.number, email: "misafir.alici@example.com" };
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
    const unknown = await ask({ number: "LM-1999-999999", email: placed.email });
    expect(wrongEmail.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrongEmail.json).toEqual(unknown.json);
    expect(wrongEmail.json.code).toBe("order_lookup_miss");
    expect(accessOf(wrongEmail)).toBeUndefined();
  });

  it("refuses bad input with 400 and its message", async () => {
    const res = await ask({ number: "", email: "eposta-degil" });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
  });

  it("limits the attempts of one address, hits and misses alike, with Retry-After", async () => {
    const ip = "203.0.113.250";
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.max; i++)
      expect((await ask({ number: `LM-2026-${i}`, email: placed.email }, ip)).status).toBe(404);
    const refused = await ask({ number: placed.number, email: placed.email }, ip);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await ask({ number: placed.number, email: placed.email })).status).toBe(200);
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
