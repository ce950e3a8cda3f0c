import "server-only";
import { and, eq, ne, or, sql } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { couponMinimumMet, goodsTotal } from "@/lib/cart-totals";
import { formatPrice } from "@/lib/money";
import type { Tx } from "@/server/db/client";
import { carts, coupons, orders } from "@/server/db/schema";
import { cartLines } from "./cart";
import { type CouponRow, couponProblem } from "./coupon-problem";
import { cartError } from "./errors";
import type { CartOwner } from "./identity";
import { type CartResult, changeCart } from "./items";

/** Codes are ASCII; upper-casing without the Turkish locale keeps "hosgeldin10" -> "HOSGELDIN10" (not "HOSGELDİN10"). */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

export async function findCoupon(tx: Tx, code: string) {
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(eq(coupons.code, normaliseCouponCode(code)));
  return coupon;
}

export const minimumNotMet = (coupon: CouponRow) =>
  cartError(400, "coupon_minimum_not_met", { amount: formatPrice(coupon.minSubtotal, storeConfig.currency) });

/** Counts one use of the coupon, within its limit, in the order transaction. */
export async function countCouponUse(tx: Tx, coupon: CouponRow) {
  const used = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, coupon.id), sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`))
    .returning({ id: coupons.id });
  if (used.length === 0) throw cartError(409, "coupon_usage_limit_reached");
}

/**
 * The coupon's per-customer rules (first order only, uses per customer), checked when the order is placed: the
 * customer is the account or the e-mail, so a guest using a customer's e-mail counts as that customer. Cancelled
 * orders do not count. Orders of one e-mail are placed one at a time (a transaction-scoped advisory lock), so two
 * orders at once cannot both pass.
 */
export async function checkCustomerCouponRules(tx: Tx, coupon: CouponRow, customer: { userId: string | null; email: string }) {
  if (!coupon.firstOrderOnly && coupon.usesPerCustomer === null) return;
  const email = customer.email.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lumora-coupon-customer:${email}`}))`);
  const theirs = and(
    ne(orders.status, "cancelled"),
    or(sql`lower(${orders.email}) = ${email}`, customer.userId ? eq(orders.userId, customer.userId) : undefined),
  );
  const [row] = await tx
    .select({
      orders: sql<number>`count(*)::int`,
      uses: sql<number>`count(*) filter (where ${orders.couponCode} = ${coupon.code})::int`,
    })
    .from(orders)
    .where(theirs);
  if (coupon.firstOrderOnly && (row?.orders ?? 0) > 0) throw cartError(409, "coupon_first_order_only", { code: coupon.code });
  if (coupon.usesPerCustomer !== null && (row?.uses ?? 0) >= coupon.usesPerCustomer)
    throw cartError(409, "coupon_customer_limit_reached", { code: coupon.code });
}

/** Applies a coupon code (replacing any other): it must exist, be running, have uses left and its minimum met. */
export function applyCoupon(owner: CartOwner, code: string): Promise<CartResult> {
  return changeCart(owner, async (tx, cart) => {
    const coupon = await findCoupon(tx, code);
    const problem = couponProblem(coupon);
    if (problem) throw problem;
    const lines = await cartLines(tx, cart.id);
    if (lines.length === 0) throw cartError(400, "cart_empty");
    if (!couponMinimumMet(coupon!, goodsTotal(lines))) throw minimumNotMet(coupon!);
    await tx.update(carts).set({ couponCode: coupon!.code }).where(eq(carts.id, cart.id));
  });
}

export function removeCoupon(owner: CartOwner): Promise<CartResult> {
  return changeCart(owner, async (tx, cart) => {
    await tx.update(carts).set({ couponCode: null }).where(eq(carts.id, cart.id));
  });
}
