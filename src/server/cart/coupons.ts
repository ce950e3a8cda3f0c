import "server-only";
import { and, eq, ne, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { couponMinimumMet, goodsTotal } from "@/lib/cart-totals";
import { formatPrice } from "@/lib/money";
import type { Tx } from "@/server/platform/db/client";
import { carts, coupons, orders } from "@/server/platform/db/schema";
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
 * The mailbox an e-mail address delivers to, as SQL, so that aliases of one buyer count as one: lower case, without a
 * "+tag" after the local part (subaddressing: Gmail, Outlook, iCloud, Yandex and most others deliver "ad+x@" to
 * "ad@"), and for Gmail without dots, googlemail.com being gmail.com. Dots stay elsewhere: Outlook, Yahoo and the
 * rest treat "a.d@" and "ad@" as two mailboxes.
 */
export function mailboxKey(email: SQLWrapper | string): SQL {
  const lowered = sql`lower(trim(${email}))`;
  const local = sql`split_part(substring(${lowered} from '^(.*)@'), '+', 1)`;
  const domain = sql`substring(${lowered} from '@([^@]*)$')`;
  return sql`(case when ${domain} in ('gmail.com', 'googlemail.com') then replace(${local}, '.', '') || '@gmail.com' else ${local} || '@' || ${domain} end)`;
}

/**
 * The coupon's per-customer rules (first order only, uses per customer), checked when the order is placed: the
 * customer is the account or the mailbox (`mailboxKey`), so a guest using a customer's e-mail, or an alias of it,
 * counts as that customer. Cancelled orders do not count. Orders of one mailbox are placed one at a time (a
 * transaction-scoped advisory lock), so two orders at once cannot both pass.
 */
export async function checkCustomerCouponRules(tx: Tx, coupon: CouponRow, customer: { userId: string | null; email: string }) {
  if (!coupon.firstOrderOnly && coupon.usesPerCustomer === null) return;
  const mailbox = mailboxKey(customer.email);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"lumora-coupon-customer:"} || ${mailbox}))`);
  const theirs = and(
    ne(orders.status, "cancelled"),
    or(sql`${mailboxKey(orders.email)} = ${mailbox}`, customer.userId ? eq(orders.userId, customer.userId) : undefined),
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
