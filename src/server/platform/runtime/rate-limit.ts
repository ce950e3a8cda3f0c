import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/server/platform/db/client";
import { rateCounters } from "@/server/platform/db/schema";
import { rateLimited } from "@/server/platform/http/errors";
import { addressLimitKey } from "@/server/platform/http/forwarded";
import { logger } from "./log";

/**
 * The client's address: the one X-Forwarded-For entry that scripts/serve.ts leaves, from the socket and
 * TRUST_PROXY (src/server/platform/http/forwarded.ts), whatever the client sent. A route handler called without it
 * (the tests) reads the last entry.
 */
export function clientIp(headers: Headers): string {
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "");
  return hops.at(-1) ?? "unknown";
}

/** What every per-address limit counts the client by: its address, an IPv6 one by its /64 (`addressLimitKey`). */
export const clientAddressKey = (headers: Headers): string => addressLimitKey(clientIp(headers));

type Counted = { key: string; count: number; resetIn: number };

/**
 * Adds `amounts` to fixed-window counters in `rate_counters` (shared by every app instance) in one statement:
 * a window older than `windowSeconds` starts again from the amount. Answers each counter's total and the
 * seconds left in its window.
 */
async function addToCounters(amounts: Map<string, number>, windowSeconds: number): Promise<Counted[]> {
  const expired = sql`${rateCounters.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  const rows = await db()
    .insert(rateCounters)
    .values([...amounts].map(([key, count]) => ({ key, count, windowStart: sql`now()` })))
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${expired} then excluded.count else ${rateCounters.count} + excluded.count end`,
        windowStart: sql`case when ${expired} then now() else ${rateCounters.windowStart} end`,
      },
    })
    .returning({
      key: rateCounters.key,
      count: rateCounters.count,
      resetIn: sql<string>`extract(epoch from ${rateCounters.windowStart} + make_interval(secs => ${windowSeconds}) - now())`,
    });
  return rows.map((r) => ({ key: r.key, count: r.count, resetIn: Number(r.resetIn) }));
}

/** Counts one request against `key` (one upsert) and throws 429 with Retry-After once `limit` is passed. */
export type RateLimit = { max: number; windowSeconds: number };

export async function consumeRateLimit(key: string, { max, windowSeconds }: RateLimit): Promise<void> {
  const [row] = await addToCounters(new Map([[key, 1]]), windowSeconds);
  if (row && row.count > max) throw rateLimited(row.resetIn);
}

/** Counts one use of `key` and answers whether it is still within `limit`, for callers that refuse without an error. */
export async function countWithinLimit(key: string, { max, windowSeconds }: RateLimit): Promise<boolean> {
  const [row] = await addToCounters(new Map([[key, 1]]), windowSeconds);
  return !row || row.count <= max;
}

/** Takes back one request `consumeRateLimit` counted against `key` (one that turned out not to count). */
export async function refundRateLimit(key: string): Promise<void> {
  await db()
    .update(rateCounters)
    .set({ count: sql`${rateCounters.count} - 1` })
    .where(and(eq(rateCounters.key, key), sql`${rateCounters.count} > 0`));
}

type Local = { known: number; pending: number; resetAt: number };

/**
 * The same fixed windows for endpoints hit several times a second (search as you type), without a database
 * write per request: each instance counts locally, decides at once from "the shared count it last saw + its own
 * since", and adds its counts to `rate_counters` once per `flushMs`. Another instance's requests therefore
 * count here within about `flushMs`; a write per request cost more than the search itself (PGlite commits to
 * disk every time).
 */
export function createBatchedRateLimit({
  limit,
  windowSeconds,
  flushMs = 1000,
}: {
  limit: () => number | null;
  windowSeconds: number;
  flushMs?: number;
}) {
  const counters = new Map<string, Local>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush() {
    timer = undefined;
    const amounts = new Map<string, number>();
    for (const [key, c] of counters) if (c.pending > 0) amounts.set(key, c.pending);
    for (const key of amounts.keys()) (counters.get(key) as Local).pending = 0;
    const now = Date.now();
    for (const [key, c] of counters) if (c.resetAt <= now && c.pending === 0 && !amounts.has(key)) counters.delete(key);
    if (amounts.size === 0) return;
    try {
      for (const row of await addToCounters(amounts, windowSeconds)) {
        const c = counters.get(row.key);
        if (!c) continue;
        // What other requests added meanwhile stays pending; the shared total now includes the rest.
        c.known = row.count;
        c.resetAt = Date.now() + row.resetIn * 1000;
      }
    } catch (err) {
      logger.warn({ err }, "rate counters could not be saved; counting locally");
      for (const [key, n] of amounts) {
        const c = counters.get(key);
        if (c) c.pending += n;
      }
    }
  }

  /** Throws 429 with Retry-After when `key` has used up its window. */
  return function hit(key: string): void {
    const max = limit();
    if (max === null) return;
    const now = Date.now();
    let c = counters.get(key);
    if (!c || c.resetAt <= now) {
      c = { known: 0, pending: 0, resetAt: now + windowSeconds * 1000 };
      counters.set(key, c);
    }
    if (c.known + c.pending >= max) throw rateLimited((c.resetAt - now) / 1000);
    c.pending++;
    timer ??= setTimeout(flush, flushMs);
    timer.unref?.();
  };
}
