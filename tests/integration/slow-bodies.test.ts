import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_COOKIE } from "@/config/cookies";
import { type Shop, startShop } from "../support/shop-server";
import { openSlowBody } from "../support/slow-bodies";
import { freshIp, strongPassword } from "./account-support";
import { simpleProduct } from "./cart-helpers";
import { guestAddress } from "./checkout-helpers";

/** Far past what any of these requests takes, far short of the minutes a held render slot would cost. */
const STEP_MS = 5000;

let shop: Shop;
let productId: number;
beforeAll(async () => {
  shop = await startShop();
  productId = await simpleProduct(1000);
});
afterAll(() => shop.close());

/** A browser's requests through the shop's server: keeps the cookies it is given, fails a step past STEP_MS. */
function browser(base: string) {
  const cookies = new Map<string, string>();
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(new URL(path, base), {
      method,
      headers: {
        origin: new URL(base).origin,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(STEP_MS),
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair = ""] = set.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: res.status, text: await res.text(), cookies };
  };
}

/** A new customer signs up, fills a cart, walks through checkout, orders and opens a page; the statuses, in order. */
async function customerOrders(base: string, email: string): Promise<number[]> {
  const request = browser(base);
  const steps: [string, string, unknown?][] = [
    ["POST", "/api/auth/sign-up/email", { name: "Ayşe Yılmaz", email, password: strongPassword, acceptedMembershipAgreement: true }],
    ["POST", "/api/cart/add-item", { item: { productId, quantity: 1 } }],
    ["POST", "/api/checkout/information", { email, shippingAddress: guestAddress }],
    ["POST", "/api/checkout/delivery", { deliveryType: "standard" }],
    ["POST", "/api/checkout/payment", { paymentMethod: "bank_transfer" }],
    ["POST", "/api/checkout/place-order", { contractsApproved: true }],
    ["GET", "/hesabim/siparisler"],
  ];
  const statuses: number[] = [];
  for (const [method, path, body] of steps) {
    const { status, text, cookies } = await request(method, path, body);
    if (status !== 200) throw new Error(`${method} ${path}: ${status} ${text.slice(0, 200)}`);
    if (path === "/api/cart/add-item") expect(cookies.has(CART_COOKIE)).toBe(true);
    statuses.push(status);
  }
  return statuses;
}

describe("slow request bodies", () => {
  for (const count of [6, 60])
    it(`${count} bodies that stop after 9 bytes, from the customer's own address, delay neither an order nor health`, async () => {
      const before = await fetch(new URL("/api/health", shop.base)).then((r) => r.status);
      const seen = shop.seen();
      const slow = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          openSlowBody(shop.port, { path: i % 2 ? "/api/auth/sign-in/email" : "/api/cart/add-item" }),
        ),
      );
      try {
        // Every slow request's head has reached the front door before the customer starts.
        await shop.requestsSeen(seen + count);
        expect(await customerOrders(shop.base, `yavas-${count}-${freshIp()}@example.com`)).toHaveLength(7);
        const health = await fetch(new URL("/api/health", shop.base), { signal: AbortSignal.timeout(STEP_MS) });
        expect([before, health.status]).toEqual([200, 200]);
      } finally {
        for (const { socket } of slow) socket.destroy();
      }
    });
});
