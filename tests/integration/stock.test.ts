import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as changeStatus } from "@/app/api/admin/orders/change-status/route";
import { POST as addItem } from "@/app/api/cart/add-item/route";
import { db } from "@/server/platform/db/client";
import { orders, products, productVariants } from "@/server/platform/db/schema";
import { call } from "../support/api";
import { staffSession } from "../support/staff";
import { Shopper, simpleProduct, stockOf, variantProduct } from "./cart-helpers";
import { fillCheckout, order } from "./checkout-helpers";

let staff: string;
beforeAll(async () => {
  staff = await staffSession();
});

const variantStock = async (variantId: number) =>
  (await db().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;

/** Orders `quantity` of one line as a guest and answers the order's id. */
async function sell(item: { productId: number; variantId?: number }, quantity: number) {
  const shopper = new Shopper();
  expect((await shopper.post(addItem, "/api/cart/add-item", { item: { ...item, quantity } })).status).toBe(200);
  await fillCheckout(shopper);
  const placed = await order(shopper);
  expect(placed.status).toBe(200);
  return (await db().select({ id: orders.id }).from(orders).where(eq(orders.number, placed.json.number)))[0]!.id;
}

const cancel = async (orderId: number) =>
  expect(
    (await call(changeStatus, "/api/admin/orders/change-status", { cookie: staff, body: { orderId, status: "cancelled" } })).status,
  ).toBe(200);

describe("stock moves", () => {
  it("a sale takes a variant's units from the variant and its product, and a cancellation gives both back exactly", async () => {
    const { productId, variantId } = await variantProduct(6);
    await db().update(products).set({ stock: 20 }).where(eq(products.id, productId));
    const orderId = await sell({ productId, variantId }, 2);
    expect([await variantStock(variantId), await stockOf(productId)]).toEqual([4, 18]);
    await cancel(orderId);
    expect([await variantStock(variantId), await stockOf(productId)]).toEqual([6, 20]);
  });

  it("a product without variants: the sale takes and the cancellation returns the same units", async () => {
    const productId = await simpleProduct(9);
    const orderId = await sell({ productId }, 3);
    expect(await stockOf(productId)).toBe(6);
    await cancel(orderId);
    expect(await stockOf(productId)).toBe(9);
  });

  it("counts units sold with the sale and takes them back off with the cancellation", async () => {
    const soldOf = async (id: number) =>
      (await db().select({ sold: products.soldCount }).from(products).where(eq(products.id, id)))[0]!.sold;
    const productId = await simpleProduct(9);
    await db().update(products).set({ soldCount: 40 }).where(eq(products.id, productId));
    const orderId = await sell({ productId }, 3);
    expect(await soldOf(productId)).toBe(43);
    await cancel(orderId);
    expect(await soldOf(productId)).toBe(40);
    // A count already lowered by hand never goes below zero.
    const second = await sell({ productId }, 2);
    await db().update(products).set({ soldCount: 1 }).where(eq(products.id, productId));
    await cancel(second);
    expect(await soldOf(productId)).toBe(0);
  });

  it("refuses a sale the variant has the units for but its product has not, and takes nothing", async () => {
    const { productId, variantId } = await variantProduct(5);
    await db().update(products).set({ stock: 1 }).where(eq(products.id, productId));
    const shopper = new Shopper();
    await shopper.post(addItem, "/api/cart/add-item", { item: { productId, variantId, quantity: 2 } });
    await fillCheckout(shopper);
    const refused = await order(shopper);
    expect([refused.status, refused.json.code]).toEqual([409, "out_of_stock"]);
    expect([await variantStock(variantId), await stockOf(productId)]).toEqual([5, 1]);
  });

  it("the database refuses a variant's stock below zero", async () => {
    const { variantId } = await variantProduct(1);
    await expect(
      db()
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - 2` })
        .where(eq(productVariants.id, variantId)),
    ).rejects.toThrow();
    expect(await variantStock(variantId)).toBe(1);
  });
});
