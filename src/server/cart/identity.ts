import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { CART_COOKIE } from "@/config/cookies";
import { storeConfig } from "@/config/store";
import { decodeOrNull } from "@/lib/uri";
import type { SessionUser } from "@/server/account";
import { db, type Tx } from "@/server/platform/db/client";
import { carts, user as users } from "@/server/platform/db/schema";
import { requestCookies } from "@/server/platform/http/cookies";
import { MAX_LINE_QUANTITY } from "@/shared/cart/types";
import { type CartRow, cartAnswer, ownLine } from "./cart";

/** Who is asking: the signed-in customer (if any) and the cart id their browser holds (if any). */
export type CartOwner = { user: SessionUser | null; cookieCartId: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

export function cartCookieFrom(headers: Headers): string | null {
  const sent = requestCookies(headers.get("cookie")).get(CART_COOKIE);
  const value = sent === undefined ? null : decodeOrNull(sent);
  return value !== null && UUID.test(value) ? value : null;
}

export const cartOwner = (headers: Headers, user: SessionUser | null): CartOwner => ({ user, cookieCartId: cartCookieFrom(headers) });

/** httpOnly, SameSite=Lax, Secure when the shop is served over https in production (like the session cookie). */
export function cartCookieHeader(cartId: string): string {
  const secure = process.env.NODE_ENV === "production" && storeConfig.siteUrl.startsWith("https:") ? "; Secure" : "";
  return `${CART_COOKIE}=${cartId}; Path=/; Max-Age=${COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`;
}

const draftOf = (userId: string) => and(eq(carts.userId, userId), eq(carts.status, "draft"));
const guestDraft = (id: string) => and(eq(carts.id, id), isNull(carts.userId), eq(carts.status, "draft"));

/** The visitor's draft cart, read only (server-rendered pages); null when they have none yet. */
export async function findCart(owner: CartOwner): Promise<CartRow | null> {
  const where = owner.user ? draftOf(owner.user.id) : owner.cookieCartId ? guestDraft(owner.cookieCartId) : undefined;
  if (!where) return null;
  const [row] = await db().select().from(carts).where(where).orderBy(desc(carts.updatedAt)).limit(1);
  return row ?? null;
}

// Locking the user row serialises every creation and merge of one customer's cart, so a customer
// never ends up with two draft carts, on PostgreSQL as on PGlite.
async function lockUser(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

async function lockedDraft(tx: Tx, owner: CartOwner): Promise<CartRow | null> {
  const where = owner.user ? draftOf(owner.user.id) : owner.cookieCartId ? guestDraft(owner.cookieCartId) : undefined;
  if (!where) return null;
  const [row] = await tx.select().from(carts).where(where).orderBy(desc(carts.updatedAt)).limit(1).for("update");
  return row ?? null;
}

/** Inside a transaction: the visitor's draft cart row, locked, created when missing. */
export async function lockOrCreateCart(tx: Tx, owner: CartOwner): Promise<CartRow> {
  if (owner.user) await lockUser(tx, owner.user.id);
  const existing = await lockedDraft(tx, owner);
  if (existing) return existing;
  const [created] = await tx
    .insert(carts)
    .values({ userId: owner.user?.id ?? null })
    .returning();
  return created!;
}

/** Inside a transaction: the visitor's draft cart row, locked; null when there is none. */
export async function lockCart(tx: Tx, owner: CartOwner): Promise<CartRow | null> {
  if (owner.user) await lockUser(tx, owner.user.id);
  return lockedDraft(tx, owner);
}

/**
 * A guest cart joins the customer's cart on sign-in: every guest line lands in the
 * customer's cart, quantities summed and capped at the stock (at least 1, so no line is lost) and
 * at the per-line maximum; the customer keeps their own coupon, or takes the guest's. With no
 * customer cart yet, the guest cart simply becomes theirs. Idempotent: a merged cart is no longer
 * a guest draft, so two tabs signing in at once merge once.
 */
export async function mergeGuestCart(owner: CartOwner): Promise<void> {
  const { user, cookieCartId } = owner;
  if (!user || !cookieCartId) return;
  await db().transaction(async (tx) => {
    await lockUser(tx, user.id);
    const [guest] = await tx.select().from(carts).where(guestDraft(cookieCartId)).for("update");
    if (!guest) return;
    const [mine] = await tx.select().from(carts).where(draftOf(user.id)).orderBy(desc(carts.updatedAt)).limit(1).for("update");
    if (!mine) {
      await tx.update(carts).set({ userId: user.id, updatedAt: new Date() }).where(eq(carts.id, guest.id));
      return;
    }
    await tx.execute(sql`
      insert into cart_items (cart_id, product_id, variant_id, variant_key, quantity)
      select ${mine.id}, g.product_id, g.variant_id, g.variant_key, g.quantity from cart_items g where g.cart_id = ${guest.id}
      on conflict (cart_id, product_id, variant_key) where ${ownLine} do update set quantity = greatest(1, least(
        cart_items.quantity + excluded.quantity,
        ${MAX_LINE_QUANTITY},
        (select coalesce(v.stock, p.stock) from products p left join product_variants v on v.id = excluded.variant_id where p.id = excluded.product_id)
      ))`);
    await tx
      .update(carts)
      .set({ couponCode: mine.couponCode ?? guest.couponCode, updatedAt: new Date() })
      .where(eq(carts.id, mine.id));
    await tx.update(carts).set({ status: "merged", updatedAt: new Date() }).where(eq(carts.id, guest.id));
  });
}

/** POST /api/cart: merges a guest cart on sign-in, then answers the visitor's cart (an empty one before the first add). */
export async function openCart(owner: CartOwner) {
  await mergeGuestCart(owner);
  const row = await findCart(owner);
  return { cart: await cartAnswer(row), cartId: row?.id ?? null };
}
