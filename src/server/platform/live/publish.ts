import "server-only";
import { sql } from "drizzle-orm";
import { type Db, db, type Tx } from "@/server/platform/db/client";
import { logger } from "@/server/platform/runtime/log";
import type { LiveEvent, StaffTopic } from "@/shared/live";

/** The PostgreSQL channel every instance LISTENs on (docs/adr/0013). */
export const LIVE_CHANNEL = "lumora_live";

/** Who may receive an event: everyone, the staff whose role has the topic's page, one customer, or the browser holding one cart. */
export const liveScopes = {
  public: "public",
  staff: (topic: StaffTopic) => `staff:${topic}`,
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

/** Tells the staff whose role has the topic's page that something waits there (inside the change's transaction). */
export const publishStaff = (tx: Tx | Db, topic: StaffTopic) => publishLive(tx, liveScopes.staff(topic), { kind: "staff", topic });

/**
 * After a committed change: announces `events` outside any transaction. A change many requests make at once (a cart)
 * announces this way: PostgreSQL serialises the commits of transactions that NOTIFY, which would queue every other
 * writer behind the rows that transaction still holds. A failure is logged, never reported as a failure of the change.
 */
export async function announceLive(scope: string | null, events: LiveEvent[]): Promise<void> {
  try {
    for (const event of events) await publishLive(db(), scope, event);
  } catch (err) {
    logger.error({ err }, "live event not announced");
  }
}

/** After products' price or stock changed and the catalogue's version moved on (so a page that re-reads sees it). */
export const announceProducts = (ids: readonly (number | null)[]) =>
  announceLive(
    liveScopes.public,
    [...new Set(ids)].flatMap((id) => (id === null ? [] : [{ kind: "product" as const, id }])),
  );
