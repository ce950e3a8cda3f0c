import "server-only";
import { asc, eq } from "drizzle-orm";
import { t } from "@/i18n/server";
import { type CouponRow, couponProblem } from "@/server/cart/coupon-problem";
import { recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { coupons } from "@/server/platform/db/schema";
import { badRequest, conflict, notFound } from "@/server/platform/http/errors";
import { fieldChanges } from "@/server/platform/staff-change";
import type { CouponCreateInput, CouponUpdateInput } from "@/shared/cart/manage-coupon";

/** A coupon as the back office shows it; `state` is why a shopper could not use it now (the cart's own rule), or "usable". */
export type AdminCoupon = Omit<CouponRow, "isActive"> & { isActive: boolean; state: string };

const toAdmin = (c: CouponRow, now: Date): AdminCoupon => ({
  ...c,
  isActive: c.isActive === 1,
  state: couponProblem(c, now)?.code ?? "usable",
});

export async function listAdminCoupons(now = new Date()): Promise<AdminCoupon[]> {
  return (await db().select().from(coupons).orderBy(asc(coupons.code))).map((c) => toAdmin(c, now));
}

export async function getAdminCoupon(id: number): Promise<AdminCoupon | null> {
  const [row] = await db().select().from(coupons).where(eq(coupons.id, id));
  return row ? toAdmin(row, new Date()) : null;
}

// Coupons are read by the cart from the database on every use, so there is no storefront cache to invalidate.

export async function createCoupon(actorId: string, input: CouponCreateInput): Promise<{ id: number }> {
  return db().transaction(async (tx) => {
    const [row] = await tx.insert(coupons).values(input).onConflictDoNothing({ target: coupons.code }).returning({ id: coupons.id });
    if (!row) throw conflict("coupon_code_taken", t("admin:coupons.errors.codeTaken", { code: input.code }));
    await recordAudit({ actorId, action: "coupon.create", entity: "coupon", entityId: row.id, after: input }, tx);
    return row;
  });
}

export async function updateCoupon(actorId: string, input: CouponUpdateInput): Promise<{ changed: boolean }> {
  const { couponId: id, ...next } = input;
  return db().transaction(async (tx) => {
    const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
    if (!current) throw notFound();
    if (next.usageLimit !== null && next.usageLimit < current.usedCount)
      throw badRequest("validation_failed", t("admin:coupons.errors.limitBelowUsed", { used: current.usedCount }));
    const changes = fieldChanges(current, next);
    if (!changes) return { changed: false };
    await tx.update(coupons).set(next).where(eq(coupons.id, id));
    await recordAudit({ actorId, action: "coupon.update", entity: "coupon", entityId: id, ...changes }, tx);
    return { changed: true };
  });
}

/** Deactivating stops new uses at once: applying it, or placing an order with it, answers coupon_not_found. */
export async function setCouponActive(actorId: string, id: number, isActive: boolean): Promise<{ changed: boolean }> {
  return db().transaction(async (tx) => {
    const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
    if (!current) throw notFound();
    const value = isActive ? 1 : 0;
    if (current.isActive === value) return { changed: false };
    await tx.update(coupons).set({ isActive: value }).where(eq(coupons.id, id));
    await recordAudit(
      {
        actorId,
        action: isActive ? "coupon.activate" : "coupon.deactivate",
        entity: "coupon",
        entityId: id,
        before: { isActive: current.isActive === 1 },
        after: { isActive },
      },
      tx,
    );
    return { changed: true };
  });
}
