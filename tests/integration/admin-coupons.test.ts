import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createCoupon } from "@/app/api/admin/coupons/create/route";
import { POST as setActive } from "@/app/api/admin/coupons/set-active/route";
import { POST as updateCoupon } from "@/app/api/admin/coupons/update/route";
import { POST as addItem } from "@/app/api/cart/add-item/route";
import { POST as applyCoupon } from "@/app/api/cart/apply-coupon-code/route";
import { db } from "@/server/platform/db/client";
import { coupons } from "@/server/platform/db/schema";
import { call } from "../support/api";
import { adminSessions, auditOf, expectForbiddenForCustomer } from "./admin-helpers";
import { Shopper, simpleProduct } from "./cart-helpers";

let staff = "";
let customer = "";
beforeAll(async () => {
  ({ staff, customer } = await adminSessions());
});

const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
const terms = { kind: "percent", value: 25, minSubtotal: 1_000_00, startsAt: null, expiresAt: nextYear, usageLimit: 5 };
const create = (body: object) => call(createCoupon, "/api/admin/coupons/create", { cookie: staff, body });
const update = (body: object) => call(updateCoupon, "/api/admin/coupons/update", { cookie: staff, body });
const activate = (couponId: number, isActive: boolean) =>
  call(setActive, "/api/admin/coupons/set-active", { cookie: staff, body: { couponId, isActive } });
const rowOf = async (id: number) => (await db().select().from(coupons).where(eq(coupons.id, id)))[0]!;

async function applyInNewCart(code: string, salesPrice = 2_000_00) {
  const shopper = new Shopper();
  await shopper.post(addItem, "/api/cart/add-item", { item: { productId: await simpleProduct(10, salesPrice), quantity: 1 } });
  return shopper.post(applyCoupon, "/api/cart/apply-coupon-code", { couponCode: code });
}

describe("coupons in the back office", () => {
  it("creates a coupon that a shopper's cart accepts at once", async () => {
    const res = await create({ ...terms, code: " bahar25 " });
    expect(res.status).toBe(200);
    const coupon = await rowOf(res.json.id);
    expect(coupon).toMatchObject({ code: "BAHAR25", kind: "percent", value: 25, minSubtotal: 1_000_00, usageLimit: 5, isActive: 1 });
    expect(coupon.expiresAt?.toISOString()).toBe(nextYear);
    expect(await auditOf("coupon", res.json.id)).toMatchObject([{ action: "coupon.create", after: { code: "BAHAR25", value: 25 } }]);

    const cart = await applyInNewCart("bahar25");
    expect(cart.status).toBe(200);
    expect(cart.json.discounts[0]).toMatchObject({ code: "BAHAR25", amount: 500_00, isApplied: true });
  });

  it("edits the terms, records before and after, and keeps the code", async () => {
    const { json } = await create({ ...terms, code: "SABIT300", kind: "fixed", value: 300_00, usageLimit: null });
    const res = await update({ ...terms, couponId: json.id, kind: "fixed", value: 350_00, usageLimit: null, code: "BASKA" });
    expect(res.json).toEqual({ changed: true });
    expect(await rowOf(json.id)).toMatchObject({ code: "SABIT300", value: 350_00 });
    expect((await auditOf("coupon", json.id)).at(-1)).toMatchObject({
      action: "coupon.update",
      before: { value: 300_00 },
      after: { value: 350_00 },
    });
    expect((await applyInNewCart("SABIT300")).json.discountTotal).toBe(350_00);
  });

  it("deactivates a coupon so carts refuse it, and activates it again", async () => {
    const { json } = await create({ ...terms, code: "KAPANAN" });
    expect((await activate(json.id, false)).json).toEqual({ changed: true });
    const refused = await applyInNewCart("KAPANAN");
    expect([refused.status, refused.json.code]).toEqual([404, "coupon_not_found"]);
    expect((await auditOf("coupon", json.id)).at(-1)).toMatchObject({
      action: "coupon.deactivate",
      before: { isActive: true },
      after: { isActive: false },
    });
    await activate(json.id, true);
    expect((await applyInNewCart("KAPANAN")).status).toBe(200);
  });

  it("refuses invalid terms with Turkish messages", async () => {
    const cases: [object, string][] = [
      [{ ...terms, code: "HOŞGELDİN" }, "Türkçe karakter olmadan"],
      [{ ...terms, code: "AB" }, "3-32 karakter"],
      [{ ...terms, code: "YUZDE150", value: 150 }, "1 ile 100 arasında"],
      [{ ...terms, code: "SIFIR", kind: "fixed", value: 0 }, "sıfırdan büyük"],
      [{ ...terms, code: "TERS", startsAt: nextYear, expiresAt: new Date().toISOString() }, "Bitiş tarihi başlangıçtan sonra"],
      [{ ...terms, code: "TARIH", expiresAt: "31.12.2026" }, "gün.ay.yıl"],
      [{ ...terms, code: "SINIR", usageLimit: 0 }, "Kullanım sınırı"],
      [{ ...terms, code: "MUSTERI", usesPerCustomer: 0 }, "Müşteri başına kullanım"],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect([res.status, res.json.code, res.json.message]).toEqual([400, "validation_failed", expect.stringContaining(message)]);
    }
    const duplicate = await create({ ...terms, code: "hosgeldin10" });
    expect([duplicate.status, duplicate.json.code]).toEqual([409, "coupon_code_taken"]);
  });

  it("stores the per-customer rules staff set (first order only, uses per customer) and records them", async () => {
    const res = await create({ ...terms, code: "ILKSIPARIS", firstOrderOnly: true, usesPerCustomer: 1 });
    expect(await rowOf(res.json.id)).toMatchObject({ firstOrderOnly: true, usesPerCustomer: 1 });
    await update({ ...terms, couponId: res.json.id, firstOrderOnly: false, usesPerCustomer: 3 });
    expect(await rowOf(res.json.id)).toMatchObject({ firstOrderOnly: false, usesPerCustomer: 3 });
    expect((await auditOf("coupon", res.json.id)).at(-1)).toMatchObject({
      before: { firstOrderOnly: true, usesPerCustomer: 1 },
      after: { firstOrderOnly: false, usesPerCustomer: 3 },
    });
  });

  it("refuses a usage limit below the uses so far", async () => {
    const { json } = await create({ ...terms, code: "COKKULLANILAN" });
    await db().update(coupons).set({ usedCount: 3 }).where(eq(coupons.id, json.id));
    const res = await update({ ...terms, couponId: json.id, usageLimit: 2 });
    expect([res.status, res.json.message]).toEqual([400, "Kupon şimdiye kadar 3 kez kullanıldı; sınır bundan az olamaz."]);
    expect((await rowOf(json.id)).usageLimit).toBe(5);
  });

  it("answers a customer 403 on every coupon route", async () => {
    await expectForbiddenForCustomer(customer, [
      [createCoupon, "/api/admin/coupons/create"],
      [updateCoupon, "/api/admin/coupons/update"],
      [setActive, "/api/admin/coupons/set-active"],
    ]);
  });
});
