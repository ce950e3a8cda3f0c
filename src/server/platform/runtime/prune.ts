import "server-only";
import { and, eq, inArray, isNull, lt, notExists, sql } from "drizzle-orm";
import { db } from "@/server/platform/db/client";
import { carts, orders, rateCounters, rateLimit, searchStats, session, verification } from "@/server/platform/db/schema";
import { logger } from "./log";

const DAY = 86_400_000;

/**
 * As long as the longest rate-limit window the shop counts in (the daily mail caps, src/server/platform/mail/caps.ts): a
 * counter whose window started this long ago would start again from zero anyway.
 */
const COUNTER_DAYS = 1;

/** Weeks of search counts kept: half a year of trends, then the oldest week goes. */
export const SEARCH_STATS_WEEKS = 26;

/**
 * Deletes what has expired: guest carts untouched for `guestCartDays` (never one an order came from), sessions and
 * verification tokens (e-mail and password-reset links) past their end, rate-limit counters whose window is
 * long over, and search counts older than SEARCH_STATS_WEEKS. Answers how many rows went, per kind.
 */
export async function pruneExpired(now: Date, guestCartDays: number) {
  const cartCutoff = new Date(now.getTime() - guestCartDays * DAY);
  const counterCutoff = new Date(now.getTime() - COUNTER_DAYS * DAY);
  const statsCutoff = new Date(now.getTime() - SEARCH_STATS_WEEKS * 7 * DAY).toISOString().slice(0, 10);
  const count = (rows: unknown[]) => rows.length;
  const result = {
    guestCarts: count(
      await db()
        .delete(carts)
        .where(
          and(
            isNull(carts.userId),
            inArray(carts.status, ["draft", "merged"]),
            lt(carts.updatedAt, cartCutoff),
            notExists(db().select({ one: sql`1` }).from(orders).where(eq(orders.cartId, carts.id))),
          ),
        )
        .returning({ id: carts.id }),
    ),
    sessions: count(await db().delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id })),
    verificationTokens: count(await db().delete(verification).where(lt(verification.expiresAt, now)).returning({ id: verification.id })),
    rateCounters:
      count(await db().delete(rateCounters).where(lt(rateCounters.windowStart, counterCutoff)).returning({ key: rateCounters.key })) +
      count(await db().delete(rateLimit).where(lt(rateLimit.lastRequest, counterCutoff.getTime())).returning({ id: rateLimit.id })),
    searchStats: count(await db().delete(searchStats).where(lt(searchStats.week, statsCutoff)).returning({ week: searchStats.week })),
  };
  logger.info(result, "expired rows pruned");
  return result;
}
