import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as requestReturnRoute } from "@/app/api/account/request-return/route";
import { POST as changeStatus } from "@/app/api/admin/orders/change-status/route";
import { POST as decideReturnRoute } from "@/app/api/admin/orders/decide-return/route";
import { POST as shipRoute } from "@/app/api/admin/orders/ship/route";
import { GET as liveRoute } from "@/app/api/live/route";
import { liveHub } from "@/server/compose/live-endpoint";
import { db } from "@/server/platform/db/client";
import { orderItems, orders } from "@/server/platform/db/schema";
import { call } from "../support/api";
import { openLive } from "../support/live";
import { staffSession } from "../support/staff";
import { signUp } from "./account-support";
import { Shopper, simpleProduct, stockOf } from "./cart-helpers";
import { addToCart, fillCheckout, guestAddress, order } from "./checkout-helpers";

/**
 * Stock given back (a cancelled order, an approved return) reaches every open page of the product on the live
 * channel, as a sale's does (docs/adr/0013): "Tükendi" turns back into a product one can buy without a reload.
 */

let staff = "";

beforeAll(async () => {
  staff = await staffSession();
}, 60_000);

afterAll(async () => {
  await liveHub().stop();
});

const asStaff = (route: typeof changeStatus, path: string, body: unknown) => call(route, path, { cookie: staff, body });

/** A signed-up customer's bank-transfer order of all `stock` units of a new product (the product sold out). */
async function soldOut(email: string, stock: number) {
  const { cookie } = await signUp(email);
  const shopper = new Shopper(cookie);
  const productId = await simpleProduct(stock);
  await addToCart(shopper, productId, stock);
  await fillCheckout(shopper, { info: { email, shippingAddress: guestAddress } });
  const placed = await order(shopper);
  if (placed.status !== 200) throw new Error(`order: ${placed.status} ${placed.text}`);
  const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.number, placed.json.number));
  expect(await stockOf(productId)).toBe(0);
  return { shopper, productId, orderId: row!.id };
}

describe("stock given back on the live channel", () => {
  it("a cancelled order announces its products to every open product page", async () => {
    const { productId, orderId } = await soldOut("iptal.canli@example.com", 2);
    const page = await openLive(liveRoute, "");
    const res = await asStaff(changeStatus, "/api/admin/orders/change-status", { orderId, status: "cancelled" });
    expect(res.status, res.text).toBe(200);
    expect(await page.next()).toEqual({ kind: "product", id: productId });
    expect(await stockOf(productId)).toBe(2);
    await page.close();
  });

  it("an approved return announces the returned product", async () => {
    const { shopper, productId, orderId } = await soldOut("iade.canli@example.com", 1);
    for (const status of ["paid"] as const) {
      const moved = await asStaff(changeStatus, "/api/admin/orders/change-status", { orderId, status });
      expect(moved.status, moved.text).toBe(200);
    }
    const shipped = await asStaff(shipRoute, "/api/admin/orders/ship", { orderId, carrier: "yurtici", trackingNumber: "YK123456789" });
    expect(shipped.status, shipped.text).toBe(200);
    const delivered = await asStaff(changeStatus, "/api/admin/orders/change-status", { orderId, status: "delivered" });
    expect(delivered.status, delivered.text).toBe(200);
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    const ask = await shopper.post(requestReturnRoute, "/api/account/request-return", {
      orderId,
      lines: [{ itemId: item!.id, quantity: 1 }],
      reason: "Beklediğim model değil.",
      iban: "TR330006100519786457841326",
    });
    expect(ask.status, ask.text).toBe(200);
    const page = await openLive(liveRoute, "");
    const approved = await asStaff(decideReturnRoute, "/api/admin/orders/decide-return", { returnId: ask.json.id, approve: true });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json).not.toHaveProperty("restocked");
    expect(await page.next()).toEqual({ kind: "product", id: productId });
    expect(await stockOf(productId)).toBe(1);
    await page.close();
  });
});
