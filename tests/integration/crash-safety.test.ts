import { and, eq, inArray, notExists } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { orders, products, productVariants } from "@/server/platform/db/schema";
import { remote } from "../support/api";
import { type AppProcess, startApp } from "../support/app-process";
import { instanceDatabase } from "../support/instance-database";
import { Shopper } from "./cart-helpers";
import { guestAddress } from "./checkout-helpers";
import { orderProblems, since, stockOf, stockProblems } from "./consistency";

/**
 * Crash safety: the app process is killed with SIGKILL in the middle of a burst of cart writes and checkouts (no
 * shutdown, no flush, transactions cut off), then started again on the same data. The database must open, every
 * order that was answered 200 must be there as answered, and no order may be half-written. On PGlite the instance
 * owns a data directory on disk (a copy of the seeded template), on PostgreSQL this file's database.
 */

const { onPostgres, database, seed, withDatabase, remove } = instanceDatabase("crash");

afterAll(remove);

type Placed = { number: string; grandTotal: number };
type Post = (url: string, body?: unknown) => ReturnType<Shopper["post"]>;

/** One guest checkout: two lines, the checkout steps, the order; the order as answered, or null when refused. */
async function checkOut(post: Post, ids: number[], n: number): Promise<Placed | null> {
  await post("/api/cart/add-item", { item: { productId: ids[n % ids.length], quantity: 1 + (n % 3) } });
  await post("/api/cart/add-item", { item: { productId: ids[(n + 1) % ids.length], quantity: 1 } });
  await post("/api/checkout/information", { email: "kesinti@example.com", shippingAddress: guestAddress });
  await post("/api/checkout/delivery", { deliveryType: "standard" });
  await post("/api/checkout/payment", { paymentMethod: "bank_transfer" });
  const order = await post("/api/checkout/place-order", { contractsApproved: true });
  return order.status === 200 ? { number: order.json.number, grandTotal: order.json.grandTotal } : null;
}

/** Checkouts one after another, each in a new guest cart, until the instance stops answering. */
async function checkoutsUntilDown(base: string, ids: number[], placed: Placed[], inFlight: { count: number }) {
  for (let n = 0; ; n++) {
    const s = new Shopper();
    const post: Post = async (url, body = {}) => {
      inFlight.count++;
      try {
        return await s.post(remote(base), url, body);
      } finally {
        inFlight.count--;
      }
    };
    try {
      const order = await checkOut(post, ids, n);
      if (order) placed.push(order);
    } catch {
      return; // the connection died with the instance
    }
  }
}

describe(`crash safety on ${onPostgres ? "PostgreSQL" : "PGlite (a data directory on disk)"}`, () => {
  let app: AppProcess | undefined;
  afterAll(async () => {
    await app?.stop();
  });

  it("loses no answered order and half-writes none when the server is killed mid-burst", async () => {
    await seed();
    const { from, initial, ids } = await withDatabase(async (d) => {
      const rows = await d
        .select({ id: products.id })
        .from(products)
        .where(
          and(eq(products.isActive, true), notExists(d.select().from(productVariants).where(eq(productVariants.productId, products.id)))),
        )
        .orderBy(products.id)
        .limit(3);
      const ids = rows.map((r) => r.id);
      await d.update(products).set({ stock: 100_000 }).where(inArray(products.id, ids));
      return { from: await since(d), initial: await stockOf(d, ids), ids };
    });

    app = await startApp(database());
    const placed: Placed[] = [];
    const inFlight = { count: 0 };
    const workers = Array.from({ length: 8 }, () => checkoutsUntilDown(app!.base, ids, placed, inFlight));
    const deadline = Date.now() + 20_000;
    while (placed.length < 10 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const cutOff = inFlight.count;
    await app.kill();
    await Promise.all(workers);
    expect(placed.length, "orders were answered before the crash").toBeGreaterThanOrEqual(10);
    expect(cutOff, "requests were cut off by the crash").toBeGreaterThan(0);

    // Started again on the same data, it opens the database and takes orders.
    app = await startApp(database());
    expect((await fetch(`${app.base}/api/health`)).status).toBe(200);
    const s = new Shopper();
    const after = await checkOut((url, body = {}) => s.post(remote(app!.base), url, body), ids, 0);
    expect(after).not.toBeNull();
    await app.stop();
    app = undefined;

    await withDatabase(async (d) => {
      const stored = await d.select({ number: orders.number, grandTotal: orders.grandTotal }).from(orders);
      const byNumber = new Map(stored.map((o) => [o.number, o.grandTotal]));
      expect([...placed, after!].filter((p) => byNumber.get(p.number) !== p.grandTotal)).toEqual([]);
      expect(await orderProblems(d, from)).toEqual([]);
      expect(await stockProblems(d, from, initial)).toEqual([]);
    });
  }, 90_000);
});
