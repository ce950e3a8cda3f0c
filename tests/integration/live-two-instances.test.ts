import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/platform/db/client";
import { orders } from "@/server/platform/db/schema";
import { call, remote } from "../support/api";
import { type AppProcess, startApp } from "../support/app-process";
import { openLive } from "../support/live";
import { staffSession } from "../support/staff";
import { signUp } from "./account-support";
import { Shopper, simpleProduct } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

/**
 * The live channel across instances (docs/adr/0013): two app instances, each its own Node process, on one
 * PostgreSQL. A change made through one reaches a browser connected to the other, through LISTEN/NOTIFY.
 * PostgreSQL only: PGlite is one process's database (the PGlite project leaves this file out, vitest.config.ts).
 */

let apps: AppProcess[] = [];

beforeAll(async () => {
  const url = process.env.TEST_FILE_DATABASE_URL!;
  apps = await Promise.all([startApp({ url }), startApp({ url })]);
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
});

async function customerWithOrder(email: string) {
  const { cookie } = await signUp(email);
  const shopper = new Shopper(cookie);
  await addToCart(shopper, await simpleProduct(10));
  await fillCheckout(shopper, { info: { email, shippingAddress: guestAddress } });
  const placed = await order(shopper);
  const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.number, placed.json.number));
  return { cookie: shopper.cookie(), orderId: row!.id };
}

describe("two app instances on one PostgreSQL", () => {
  it("bring a change made through one instance to the customer's channel on the other, and to no other customer", async () => {
    const [first, second] = apps.map((app) => remote(app.base));
    const staff = await staffSession();
    const ayse = await customerWithOrder("ayse.iki@example.com");
    const zeynep = await customerWithOrder("zeynep.iki@example.com");
    const mine = await openLive(second!, ayse.cookie);
    const theirs = await openLive(second!, zeynep.cookie);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    const move = (orderId: number, status: string) =>
      call(first!, "/api/admin/orders/change-status", { cookie: staff, body: { orderId, status } });
    expect((await move(ayse.orderId, "paid")).status).toBe(200);
    expect(await mine.next()).toEqual({ kind: "order", id: ayse.orderId });
    expect((await move(zeynep.orderId, "paid")).status).toBe(200);
    expect(await theirs.next()).toEqual({ kind: "order", id: zeynep.orderId });
    await Promise.all([mine.close(), theirs.close()]);
  }, 60_000);
});
