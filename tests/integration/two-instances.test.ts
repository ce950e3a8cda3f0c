import { gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/platform/db/client";
import { orders } from "@/server/platform/db/schema";
import { call, type RouteHandler, remote } from "../support/api";
import { type AppProcess, startApp } from "../support/app-process";
import { signUp } from "./account-support";
import { Shopper, simpleProduct } from "./cart-helpers";
import { guestAddress } from "./checkout-helpers";
import { cartTotalsProblem, orderProblems, since, stockOf, stockProblems } from "./consistency";

/**
 * Two app instances, each its own Node process (tests/support/route-server.ts), on one PostgreSQL: the way the
 * shop scales out (README, "Running on PostgreSQL"). Shoppers send each request to the other instance than the last, so cart
 * changes and checkouts of the same products interleave across processes. PostgreSQL only: PGlite is an
 * embedded, single-process database, so two processes cannot share one; the PGlite project leaves this file
 * out (vitest.config.ts, docs/SECURITY.md).
 */

/** The same pseudo-random sequence on every run, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

type Answer = Awaited<ReturnType<Shopper["post"]>>;

describe("two app instances on one PostgreSQL", () => {
  let apps: AppProcess[] = [];
  let turn = 0;
  /** Every call goes to the instance the previous call did not use. */
  const next = () => remote(apps[turn++ % apps.length]!.base);
  const unexpected: string[] = [];
  const post = async (s: Shopper, path: string, body: unknown = {}): Promise<Answer> => {
    const res = await s.post(next(), path, body);
    const expectedRefusal = res.status === 409 && ["out_of_stock", "insufficient_stock"].includes(res.json?.code);
    if (res.status !== 200 && !expectedRefusal) unexpected.push(`${path} -> ${res.status} ${res.text.slice(0, 120)}`);
    return res;
  };

  beforeAll(async () => {
    const url = process.env.TEST_FILE_DATABASE_URL!;
    apps = await Promise.all([startApp({ url }), startApp({ url })]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
  });

  it("refuses a session signed out through one instance on the other within about a second", async () => {
    const [a, b] = apps.map((app) => remote(app.base)) as [RouteHandler, RouteHandler];
    const { cookie } = await signUp("two-instances@example.com", {}, a);
    const addressesOnB = async () => (await call(b, "/api/account/addresses", { cookie, body: {} })).status;
    expect(await addressesOnB()).toBe(200); // b now keeps the session
    expect((await call(a, "/api/auth/sign-out", { cookie, body: {} })).status).toBe(200);
    const signedOutAt = Date.now();
    while ((await addressesOnB()) === 200 && Date.now() - signedOutAt < 5000) await new Promise((r) => setTimeout(r, 50));
    expect(await addressesOnB()).toBe(401);
    expect(Date.now() - signedOutAt).toBeLessThan(2500);
  });

  it("keeps every one of 60 parallel adds to one cart, half through each instance", async () => {
    const ids = [await simpleProduct(100), await simpleProduct(100), await simpleProduct(100)];
    const shopper = new Shopper();
    await post(shopper, "/api/cart/add-item", { item: { productId: ids[0], quantity: 1 } });
    await Promise.all(
      Array.from({ length: 59 }, (_, i) => post(shopper, "/api/cart/add-item", { item: { productId: ids[(i + 1) % 3], quantity: 1 } })),
    );
    const cart = await post(shopper, "/api/cart");
    expect(cart.json.items.map((i: { quantity: number }) => i.quantity)).toEqual([20, 20, 20]);
    expect(await cartTotalsProblem(db(), shopper.cartId!, cart.json)).toBeNull();
    expect(unexpected).toEqual([]);
  }, 60_000);

  it("sells no unit twice: interleaved carts and checkouts of the same products keep stock and totals consistent", async () => {
    const ids = [
      await simpleProduct(12, 1_200_00),
      await simpleProduct(12, 2_450_50),
      await simpleProduct(12, 890_00),
      await simpleProduct(12, 15_000_00),
    ];
    const initial = await stockOf(db(), ids);
    const from = await since(db());
    const pick = random(20_260_101);
    const placed: string[] = [];
    const refused: string[] = [];
    const openCarts: Shopper[] = [];

    // 12 buyers at once, 3 checkouts each: about four times the units in stock are asked for.
    const buyer = async () => {
      for (let round = 0; round < 3; round++) {
        const s = new Shopper();
        const [first, second, third] = [ids[pick(4)]!, ids[pick(4)]!, ids[pick(4)]!];
        const added = await post(s, "/api/cart/add-item", { item: { productId: first, quantity: 1 + pick(3) } });
        const also = await post(s, "/api/cart/add-item", { item: { productId: second, quantity: 1 + pick(2) } });
        if (added.status === 200) await post(s, "/api/cart/update-item", { item: { productId: first, quantity: 1 + pick(2) } });
        if (also.status === 200 && pick(2) === 0) {
          await post(s, "/api/cart/remove-item", { item: { productId: second } });
          await post(s, "/api/cart/add-item", { item: { productId: third, quantity: 1 } });
        }
        if ((await post(s, "/api/cart")).json.items.length === 0) continue; // all it wanted was sold out already
        await post(s, "/api/checkout/information", { email: `alici-${round}@example.com`, shippingAddress: guestAddress });
        await post(s, "/api/checkout/delivery", { deliveryType: pick(2) === 0 ? "standard" : "express" });
        const paid = await post(s, "/api/checkout/payment", { paymentMethod: pick(2) === 0 ? "bank_transfer" : "cash_on_delivery" });
        const order = await post(s, "/api/checkout/place-order", { expectedGrandTotal: paid.json.grandTotal, contractsApproved: true });
        if (order.status === 200) placed.push(order.json.number);
        else {
          refused.push(order.json.code);
          openCarts.push(s);
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, buyer));

    expect(unexpected).toEqual([]);
    expect(placed.length, "some checkouts succeed").toBeGreaterThan(0);
    expect(refused.length, "stock runs out: the checkouts really contend").toBeGreaterThan(0);
    const stored = await db().select({ number: orders.number }).from(orders).where(gt(orders.id, from.orderId));
    expect(stored.map((o) => o.number).sort()).toEqual([...placed].sort());
    expect(await orderProblems(db(), from)).toEqual([]);
    expect(await stockProblems(db(), from, initial)).toEqual([]);
    // A refused checkout leaves the cart as it was: its answer, from either instance, is its stored lines' totals.
    for (const s of openCarts) {
      const cart = await post(s, "/api/cart");
      expect(await cartTotalsProblem(db(), s.cartId!, cart.json)).toBeNull();
    }
  }, 120_000);
});
