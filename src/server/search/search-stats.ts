import "server-only";
import { sql } from "drizzle-orm";
import { processSingleton } from "@/lib/process-singleton";
import { toShopDay } from "@/lib/shop-time";
import { db } from "@/server/db/client";
import { searchStats } from "@/server/db/schema";
import { logger } from "@/server/runtime/log";
import { pinKey } from "./synonyms";

const DAY = 86_400_000;
const FLUSH_MS = 1000;
/** Distinct queries held between two writes, at most; more in one second are dropped (a flood, not shoppers). */
const MAX_PENDING = 5000;

/** The Monday (shop time) of the week `date` falls in, as YYYY-MM-DD. */
export function shopWeek(date: Date): string {
  const day = new Date(`${toShopDay(date)}T00:00:00Z`);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
}

type Pending = { searches: number; zeroResults: number; clicks: number; results: number };

/**
 * Counts searches and opened results in memory and adds them to `search_stats` once a second, off the request
 * path: one upsert per distinct query and second instead of a write per keystroke. Only the folded query is kept.
 */
export function createSearchCounter({ flushMs = FLUSH_MS } = {}) {
  let pending = new Map<string, Pending>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, Pending>) {
    const rows = [...batch].map(([key, p]) => ({ week: key.slice(0, 10), query: key.slice(11), ...p }));
    try {
      await db()
        .insert(searchStats)
        .values(rows)
        .onConflictDoUpdate({
          target: [searchStats.week, searchStats.query],
          set: {
            searches: sql`${searchStats.searches} + excluded.searches`,
            zeroResults: sql`${searchStats.zeroResults} + excluded.zero_results`,
            clicks: sql`${searchStats.clicks} + excluded.clicks`,
            results: sql`case when excluded.searches > 0 then excluded.results else ${searchStats.results} end`,
          },
        });
    } catch (err) {
      logger.warn({ err, queries: rows.length }, "search counts could not be saved");
    }
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = new Map();
    if (batch.size > 0) flushing = flushing.then(() => write(batch));
    return flushing;
  }

  function add(query: string, change: (p: Pending) => void) {
    const folded = pinKey(query);
    if (folded === "") return;
    const key = `${shopWeek(new Date())} ${folded}`;
    let p = pending.get(key);
    if (!p) {
      if (pending.size >= MAX_PENDING) return;
      p = { searches: 0, zeroResults: 0, clicks: 0, results: 0 };
      pending.set(key, p);
    }
    change(p);
    timer ??= setTimeout(flush, flushMs);
    timer.unref?.();
  }

  return {
    search: (query: string, results: number) =>
      add(query, (p) => {
        p.searches++;
        p.results = results;
        if (results === 0) p.zeroResults++;
      }),
    click: (query: string) =>
      add(query, (p) => {
        p.clicks++;
      }),
    /** Writes what is counted now (tests, shutdown). */
    flush,
  };
}

export const searchCounter = processSingleton("searchCounter", () => createSearchCounter());
