import "server-only";
import { sql } from "drizzle-orm";
import { type Db, db } from "@/server/db/client";
import { cacheVersions } from "@/server/db/schema";
import { logger } from "@/server/runtime/log";

/**
 * In-process cache for catalogue reads, invalidated through the database so that
 * every app instance sees a change (docs/adr/0006). Every entry belongs to a tag and remembers the tag's version it was loaded
 * under; `invalidate(tag)` bumps the version row in `cache_versions`. A read refreshes the known
 * versions with one query at most once per `checkIntervalMs`, so a change made through any
 * instance is seen by every instance within about that interval, and an entry loaded under an
 * older version is never served again.
 */

/** The tags writers invalidate. One tag per family of data that changes together. */
export const cacheTags = {
  /** Categories, brands, products, variants, images, attachments, related products, url slugs, approved reviews. */
  catalog: "catalog",
  /** Navigation items (menus, slides, popup). */
  navigation: "navigation",
  /** Blog posts and content pages. */
  content: "content",
  /** Store settings (popular categories and searches). */
  settings: "settings",
} as const;

export type CacheOptions = {
  /** Where the version rows live; the process-wide database by default. */
  db?: () => Db;
  /** How stale another instance's invalidation may be seen, at most. */
  checkIntervalMs?: number;
  /** Entries kept per tag; the least recently used go first. */
  maxEntriesPerTag?: number;
  now?: () => number;
};

type Entry = { value: unknown; version: number; expiresAt: number };

const DEFAULT_TTL_MS = 10 * 60_000;

export type Cache = ReturnType<typeof createCache>;

export function createCache(options: CacheOptions = {}) {
  const getDb = options.db ?? db;
  const checkIntervalMs = options.checkIntervalMs ?? 1000;
  const maxEntries = options.maxEntriesPerTag ?? 5000;
  const now = options.now ?? Date.now;

  const entries = new Map<string, Map<string, Entry>>();
  const inFlight = new Map<string, Promise<unknown>>();
  const versions = new Map<string, number>();
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;

  async function refreshVersions() {
    const rows = await getDb().select({ tag: cacheVersions.tag, version: cacheVersions.version }).from(cacheVersions);
    // Versions only grow; max() keeps a slow read from undoing a newer local invalidation.
    for (const row of rows) versions.set(row.tag, Math.max(versionOf(row.tag), row.version));
    checkedAt = now();
  }

  /** One version query per interval, shared by every read that arrives while it runs. */
  function ensureFreshVersions(): Promise<void> | undefined {
    if (now() - checkedAt < checkIntervalMs) return undefined;
    checking ??= refreshVersions().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  const versionOf = (tag: string) => versions.get(tag) ?? 0;

  function tagEntries(tag: string) {
    let map = entries.get(tag);
    if (!map) {
      map = new Map();
      entries.set(tag, map);
    }
    return map;
  }

  function store(tag: string, key: string, entry: Entry) {
    const map = tagEntries(tag);
    map.delete(key);
    map.set(key, entry);
    if (map.size > maxEntries) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  }

  async function cached<T>(
    tag: string,
    key: string,
    loader: () => Promise<T>,
    { ttlMs = DEFAULT_TTL_MS }: { ttlMs?: number } = {},
  ): Promise<T> {
    await ensureFreshVersions();
    const version = versionOf(tag);
    const map = tagEntries(tag);
    const hit = map.get(key);
    if (hit && hit.version === version && hit.expiresAt > now()) {
      // Re-insert so the map's order stays least-recently-used first.
      map.delete(key);
      map.set(key, hit);
      return hit.value as T;
    }
    if (hit) map.delete(key);

    const flightKey = `${tag}\u0000${version}\u0000${key}`;
    const pending = inFlight.get(flightKey);
    if (pending) return pending as Promise<T>;
    const load = loader()
      .then((value) => {
        // Stored under the version seen before loading: if the tag was bumped meanwhile, the
        // value may predate the change and the next read will not accept it.
        store(tag, key, { value, version, expiresAt: now() + ttlMs });
        return value;
      })
      .finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, load);
    return load;
  }

  /**
   * Call after the change is committed; a change inside a transaction invalidates after it. The change is saved
   * by then, so a failure to bump the version is logged, not thrown (the caller would report a saved change as
   * failed): this instance still drops the tag's entries, and the others drop theirs when they expire.
   */
  async function invalidate(tag: string): Promise<void> {
    try {
      const [row] = await getDb()
        .insert(cacheVersions)
        .values({ tag, version: 1 })
        .onConflictDoUpdate({ target: cacheVersions.tag, set: { version: sql`${cacheVersions.version} + 1` } })
        .returning({ version: cacheVersions.version });
      versions.set(tag, Math.max(versionOf(tag), row?.version ?? 0));
    } catch (err) {
      logger.error({ err, tag }, "cache version not saved; other instances keep their entries until they expire");
    }
    entries.delete(tag);
  }

  /** Every tag's current version in one string (refreshed as reads are): equal stamps mean nothing changed between them. */
  async function stamp(): Promise<string> {
    await ensureFreshVersions();
    return [...versions.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([tag, version]) => `${tag}:${version}`)
      .join(",");
  }

  return { cached, invalidate, stamp };
}

// One cache per process, kept on globalThis because Next.js may load this module in several bundles.
const holder = globalThis as unknown as { __lumoraCache?: Cache };
const processCache = (): Cache => {
  holder.__lumoraCache ??= createCache();
  return holder.__lumoraCache;
};

export const cached: Cache["cached"] = (tag, key, loader, options) => processCache().cached(tag, key, loader, options);
export const invalidate: Cache["invalidate"] = (tag) => processCache().invalidate(tag);
export const cacheStamp: Cache["stamp"] = () => processCache().stamp();
