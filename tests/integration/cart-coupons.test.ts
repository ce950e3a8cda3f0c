import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as addItem } from "@/app/api/cart/add-item/route";
import { POST as applyCoupon } from "@/app/api/cart/apply-coupon-code/route";
import { POST as removeCoupon } from "@/app/api/cart/remove-coupon-code/route";
import { POST as updateItem } from "@/app/api/cart/update-item/route";
import { db } from "@/server/platform/db/client";
import { coupons } from "@/server/platform/db/schema";
import { Shopper, simpleProduct } from "./cart-helpers";

async function shopperWith(salesPrice: number, quantity = 1) {
  const shopper = new Shopper();
  const productId = await simpleProduct(20, salesPrice);
  await shopper.post(addItem, "/api/cart/add-item", { item: { productId, quantity } });
  return shopper;
}

const apply = (s: Shopper, couponCode: string) => s.post(applyCoupon, "/api/cart/apply-coupon-code", { couponCode });

describe("coupons", () => {
  it("applies a percent coupon (any letter case) and lists it in discounts", async () => {
    const shopper = await shopperWith(1_234_45);
    const res = await apply(shopper, " hosgeldin10 ");
    expect(res.status).toBe(200);
    expect(res.json.discountTotal).toBe(123_45);
    expect(res.json.discounts).toEqual([
      { code: "HOSGELDIN10", kind: "percent", value: 10, minSubtotal: 1_000_00, amount: 123_45, isApplied: true },
    ]);
    expect(res.json.grandTotal).toBe(1_234_45 - 123_45 + res.json.deliveryTotal);
  });

  it("applies a fixed coupon from its minimum and refuses it below, with its error code", async () => {
    const below = await apply(await shopperWith(1_999_99), "KARGO250");
    expect([below.status, below.json.code]).toEqual([400, "coupon_minimum_not_met"]);
    expect(below.json.message).toContain("2.000,00 TL");
    const ok = await apply(await shopperWith(2_000_00), "KARGO250");
    expect(ok.json.discountTotal).toBe(250_00);
  });

  it.each([
    ["YAZ2026", 400, "coupon_expired"],
    ["TEKKULLANIM", 409, "coupon_usage_limit_reached"],
    ["YOKBOYLEKOD", 404, "coupon_not_found"],
  ])("refuses %s with %i %s and leaves the cart as it was", async (code, status, errorCode) => {
    const shopper = await shopperWith(3_000_00);
    const res = await apply(shopper, code);
    expect([res.status, res.json.code]).toEqual([status, errorCode]);
    expect(typeof res.json.message).toBe("string");
    expect((await shopper.cart()).json.discounts).toEqual([]);
  });

  it("stops discounting a cart whose coupon staff deactivated after it was applied", async () => {
    const shopper = await shopperWith(3_000_00);
    expect((await apply(shopper, "HOSGELDIN10")).json.discountTotal).toBe(300_00);
    await db().update(coupons).set({ isActive: 0 }).where(eq(coupons.code, "HOSGELDIN10"));
    const cart = (await shopper.cart()).json;
    expect([cart.discountTotal, cart.discounts]).toEqual([0, []]);
    expect(cart.grandTotal).toBe(3_000_00 + cart.deliveryTotal);
    await db().update(coupons).set({ isActive: 1 }).where(eq(coupons.code, "HOSGELDIN10"));
  });

  it("refuses a coupon whose expiry has just passed", async () => {
    await db()
      .update(coupons)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(coupons.code, "HOSGELDIN10"));
    const res = await apply(await shopperWith(3_000_00), "HOSGELDIN10");
    expect([res.status, res.json.code]).toEqual([400, "coupon_expired"]);
    await db().update(coupons).set({ expiresAt: null }).where(eq(coupons.code, "HOSGELDIN10"));
  });

  it("keeps an applied coupon unapplied while the cart is below its minimum, and removes it on request", async () => {
    const shopper = await shopperWith(600_00, 2);
    await apply(shopper, "HOSGELDIN10");
    const cart = await shopper.cart();
    const lower = await shopper.post(updateItem, "/api/cart/update-item", { item: { id: cart.json.items[0].id, quantity: 1 } });
    expect(lower.json.discountTotal).toBe(0);
    expect(lower.json.discounts[0]).toMatchObject({ code: "HOSGELDIN10", isApplied: false, amount: 0 });
    const removed = await shopper.post(removeCoupon, "/api/cart/remove-coupon-code");
    expect(removed.json.discounts).toEqual([]);
  });

  it("answers 400 for an empty code", async () => {
    const res = await apply(await shopperWith(100_00), "   ");
    expect([res.status, res.json.code]).toEqual([400, "validation_failed"]);
  });
});
