import "server-only";
import { sql } from "drizzle-orm";
import { processSingleton } from "@/lib/process-singleton";
import { type Db, db } from "@/server/db/client";
import { cacheVersions } from "@/server/db/schema";

/**
 * The catalogue-version clock (docs/adr/0006): the versions of the cache tags (`cache_versions`, one row per tag)
 * as this process knows them. Whatever follows catalogue changes reads this one clock: the data cache
 * (./cache.ts), the guests' page cache (./front-door) and the search index (src/server/search/engine.ts). It
 * asks the database for every row with one query, at most once per `checkIntervalMs` and only when something
 * reads; reads that arrive while that query runs share it. So a change made through another instance is seen
 * within about that interval, and the instance that made it sees it at once (`bump`).
 */

/** How stale another instance's change may be seen, at most. */
export const VERSION_CHECK_MS = 1000;

/** One reading of the clock; each check and each bump makes a new one. */
export type Versions = {
  /** The tag's version (0 before its first bump). */
  of: (tag: string) => number;
  /** The versions of `tags` in one string: equal stamps mean none of them changed between them. */
  stamp: (tags: readonly string[]) => string;
};

export type VersionClock = ReturnType<typeof createVersionClock>;

export type VersionClockOptions = {
  /** Where the version rows live; the process-wide database by default. */
  db?: () => Db;
  checkIntervalMs?: number;
  now?: () => number;
};

function reading(versions: ReadonlyMap<string, number>): Versions {
  const of = (tag: string) => versions.get(tag) ?? 0;
  return { of, stamp: (tags) => tags.map((tag) => `${tag}:${of(tag)}`).join(",") };
}

export function createVersionClock(options: VersionClockOptions = {}) {
  const getDb = options.db ?? db;
  const checkIntervalMs = options.checkIntervalMs ?? VERSION_CHECK_MS;
  const now = options.now ?? Date.now;

  let versions = new Map<string, number>();
  let current = reading(versions);
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;

  /** Versions only grow: max() keeps a slow check from undoing a newer bump made meanwhile. */
  function raise(rows: { tag: string; version: number }[]) {
    versions = new Map(versions);
    for (const { tag, version } of rows) versions.set(tag, Math.max(versions.get(tag) ?? 0, version));
    current = reading(versions);
  }

  async function check() {
    raise(await getDb().select({ tag: cacheVersions.tag, version: cacheVersions.version }).from(cacheVersions));
  }

  /**
   * The versions as of at most `checkIntervalMs` ago. The interval counts from the last query, answered or not:
   * when the database does not answer, the reads waiting on that query fail, and the reads until the next one
   * get the versions last seen.
   */
  async function read(): Promise<Versions> {
    if (!checking && now() - checkedAt >= checkIntervalMs) {
      checkedAt = now();
      checking = check().finally(() => {
        checking = undefined;
      });
    }
    await checking;
    return current;
  }

  /** Moves the tag's version on in the database, and here at once. Call after the change is committed. */
  async function bump(tag: string): Promise<void> {
    const [row] = await getDb()
      .insert(cacheVersions)
      .values({ tag, version: 1 })
      .onConflictDoUpdate({ target: cacheVersions.tag, set: { version: sql`${cacheVersions.version} + 1` } })
      .returning({ version: cacheVersions.version });
    raise([{ tag, version: row?.version ?? 0 }]);
  }

  /** Makes the next read ask the database: another instance has announced a change (the live channel). */
  function expire() {
    checkedAt = Number.NEGATIVE_INFINITY;
  }

  return { read, bump, expire };
}

/** This process's clock over the process-wide database. */
export const versionClock = processSingleton("versionClock", () => createVersionClock());
