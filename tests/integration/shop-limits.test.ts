import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as applyCoupon } from "@/app/api/cart/apply-coupon-code/route";
import { CART_LIMITS } from "@/server/cart/limits";
import { demoCustomer, signIn } from "../support/api";
import { Shopper, simpleProduct } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

// The integration projects turn the cart limits off (one address for every test); this file is about them.
beforeAll(() => {
  delete process.env.CART_RATE_LIMIT;
});
afterAll(() => {
  process.env.CART_RATE_LIMIT = "off";
});

let addresses = 0;
/** A shopper at an address of their own (or at `address`), with a session when given. */
function shopperAt(address = `10.20.${Math.floor(addresses / 250)}.${addresses++ % 250}`, session = "") {
  const shopper = new Shopper(session);
  shopper.address = address;
  return shopper;
}

const apply = (s: Shopper, couponCode: string) => s.post(applyCoupon, "/api/cart/apply-coupon-code", { couponCode });

/** A 429 as the API promises it: the envelope with a Turkish message, and when to come back. */
function expectLimited(res: Awaited<ReturnType<Shopper["post"]>>, windowSeconds: number, message: RegExp) {
  expect([res.status, res.json.code]).toEqual([429, "rate_limited"]);
  expect(res.json.message).toMatch(message);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

let product = 0;
beforeAll(async () => {
  product = await simpleProduct(10_000, 1_500_00);
});

describe("new carts", () => {
  const { max, windowSeconds } = CART_LIMITS["new-cart"].perAddress;

  it("are limited per address; the address's existing carts and other addresses go on", async () => {
    const address = "10.30.0.1";
    const first = shopperAt(address);
    expect((await addToCart(first, product)).status).toBe(200);
    for (let i = 1; i < max; i++) expect((await addToCart(shopperAt(address), product)).status).toBe(200);
    expectLimited(await addToCart(shopperAt(address), product), windowSeconds, /çok fazla sepet/);
    // A stale or invented cart cookie creates a cart too, so it counts the same.
    const invented = shopperAt(address);
    invented.cartId = "00000000-0000-4000-8000-000000000000";
    expect((await addToCart(invented, product)).status).toBe(429);
    expect((await addToCart(first, product)).status).toBe(200);
    expect((await addToCart(shopperAt("10.30.0.2"), product)).status).toBe(200);
  });
});

describe("coupon attempts", () => {
  const { perAddress, perBuyer } = CART_LIMITS.coupon;

  it("are limited per address, whichever cart tries", async () => {
    const address = "10.31.0.1";
    for (let i = 0; i < perAddress.max; i++) {
      const s = shopperAt(address);
      await addToCart(s, product);
      expect((await apply(s, `TAHMIN${i}`)).status).toBe(404);
    }
    const next = shopperAt(address);
    await addToCart(next, product);
    expectLimited(await apply(next, "HOSGELDIN10"), perAddress.windowSeconds, /kupon kodu denediniz/);
    const elsewhere = shopperAt();
    await addToCart(elsewhere, product);
    expect((await apply(elsewhere, "HOSGELDIN10")).status).toBe(200);
  });

  it("are limited per guest cart and per customer, whichever address tries", async () => {
    const guest = shopperAt();
    await addToCart(guest, product);
    const customer = shopperAt(undefined, await signIn(demoCustomer.email, demoCustomer.password));
    await addToCart(customer, product);
    for (const s of [guest, customer]) {
      for (let i = 0; i < perBuyer.max; i++) {
        s.address = `10.32.${i}.${s === guest ? 1 : 2}`;
        expect((await apply(s, `TAHMIN${i}`)).status).toBe(404);
      }
      s.address = "10.32.99.1";
      expectLimited(await apply(s, "HOSGELDIN10"), perBuyer.windowSeconds, /kupon kodu denediniz/);
    }
  });
});

describe("order attempts", () => {
  const { perAddress, perBuyer } = CART_LIMITS.order;

  it("are limited per guest cart and per customer, whichever address tries", async () => {
    const guest = shopperAt();
    await addToCart(guest, product);
    const customer = shopperAt(undefined, await signIn(demoCustomer.email, demoCustomer.password));
    for (const s of [guest, customer]) {
      for (let i = 0; i < perBuyer.max; i++) {
        s.address = `10.33.${i}.${s === guest ? 1 : 2}`;
        expect((await order(s)).status).not.toBe(429);
      }
      s.address = "10.33.99.1";
      expectLimited(await order(s), perBuyer.windowSeconds, /sipariş denemesi/);
    }
  });

  it("are limited per address, whichever cart tries; other addresses go on", async () => {
    const address = "10.34.0.1";
    for (let i = 0; i < perAddress.max; i++) {
      const s = shopperAt(address);
      await addToCart(s, product);
      expect((await order(s)).json.code).toBe("checkout_incomplete");
    }
    const next = shopperAt(address);
    await addToCart(next, product);
    expectLimited(await order(next), perAddress.windowSeconds, /sipariş denemesi/);
    const elsewhere = shopperAt();
    await addToCart(elsewhere, product);
    await fillCheckout(elsewhere);
    expect((await order(elsewhere)).status).toBe(200);
  });
});

describe("a real shopper", () => {
  it("never meets a limit: several baskets, a mistyped and a right code, a refused and a placed order, twice", async () => {
    const address = "10.35.0.1";
    for (let visit = 0; visit < 2; visit++) {
      const s = shopperAt(address);
      for (const quantity of [1, 2, 1]) expect((await addToCart(s, product, quantity)).status).toBe(200);
      expect((await apply(s, "HOSGELDN10")).status).toBe(404);
      expect((await apply(s, "hosgeldin10")).status).toBe(200);
      expect((await order(s)).json.code).toBe("checkout_incomplete");
      // The welcome code is for a first order: each visit orders for another e-mail address.
      await fillCheckout(s, { info: { email: `alici${visit}@example.com`, shippingAddress: guestAddress } });
      expect((await order(s, { expectedGrandTotal: 1 })).json.code).toBe("prices_changed");
      const placed = await order(s);
      expect(placed.status).toBe(200);
    }
  });
});
