import "server-only";
import { sql } from "drizzle-orm";
import { type Db, db, type Tx } from "@/server/db/client";
import { logger } from "@/server/runtime/log";
import type { LiveEvent } from "@/shared/live";

/** The PostgreSQL channel every instance LISTENs on (docs/adr/0013). */
export const LIVE_CHANNEL = "lumora_live";

/** Who may receive an event: everyone, staff, one customer, or the browser holding one cart. */
export const liveScopes = {
  public: "public",
  staff: "staff",
  user: (id: string) => `user:${id}`,
  cart: (id: string) => `cart:${id}`,
};

/** The scope of an order's or a cart's owner: the customer when signed in, else the browser holding the cart. */
export const ownerScope = (owner: { userId: string | null; cartId: string | null }): string | null =>
  owner.userId ? liveScopes.user(owner.userId) : owner.cartId ? liveScopes.cart(owner.cartId) : null;

export type LiveNote = { scope: string; event: LiveEvent };

/**
 * Announces `event` to `scope` through NOTIFY. Inside a transaction (`tx`) PostgreSQL holds it until the commit and
 * drops it on a rollback, so call it beside the change itself.
 */
export async function publishLive(tx: Tx | Db, scope: string | null, event: LiveEvent): Promise<void> {
  if (scope === null) return;
  const note: LiveNote = { scope, event };
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(note)})`);
}

/**
 * After a committed change to products' price or stock, and after the catalogue cache's version moved on (so a page
 * that re-reads sees the change): tells open product pages. A failure is logged, never reported as a failure of
 * the change.
 */
export async function announceProducts(ids: readonly (number | null)[]): Promise<void> {
  try {
    for (const id of new Set(ids)) if (id !== null) await publishLive(db(), liveScopes.public, { kind: "product", id });
  } catch (err) {
    logger.error({ err }, "live event not announced");
  }
}
