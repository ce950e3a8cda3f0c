import "server-only";
import { processSingleton } from "@/lib/process-singleton";
import { logger } from "@/server/runtime/log";
import { createVersionClock, type VersionClock, type VersionClockOptions, versionClock } from "./version-clock";

/**
 * In-process cache for catalogue reads, invalidated through the database so that every app instance follows a
 * change (docs/adr/0006). Every entry belongs to a tag and remembers the tag's version it was loaded under, as
 * the catalogue-version clock (./version-clock.ts) reads it; `invalidate(tag)` bumps the tag's version. A change
 * made through any instance is therefore seen by every instance within the clock's check interval, and an entry
 * loaded under an older version is never served again.
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
  /** The search's synonyms and pinned products. */
  search: "search",
  /**
   * What a signed-in shopper's every page reads about them (`shopperCached`): sessions, users, customer-group
   * membership and terms, favourites. Never part of a guest's page.
   */
  shoppers: "shoppers",
} as const;

/** The tags whose data a guest's page shows: a change to any of them retires the guests' cached pages. */
export const pageTags: readonly string[] = Object.values(cacheTags).filter((tag) => tag !== cacheTags.shoppers);

export type CacheOptions = VersionClockOptions & {
  /** The versions to follow; by default a clock of the cache's own, made from the other options (tests' second instances). */
  clock?: VersionClock;
  /** Entries kept per tag; the least recently used go first. */
  maxEntriesPerTag?: number;
};

type Entry = { value: unknown; version: number; expiresAt: number };

const DEFAULT_TTL_MS = 10 * 60_000;

export type Cache = ReturnType<typeof createCache>;

export function createCache(options: CacheOptions = {}) {
  const clock = options.clock ?? createVersionClock(options);
  const maxEntries = options.maxEntriesPerTag ?? 5000;
  const now = options.now ?? Date.now;

  const entries = new Map<string, Map<string, Entry>>();
  const inFlight = new Map<string, Promise<unknown>>();

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
    const version = (await clock.read()).of(tag);
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
      await clock.bump(tag);
    } catch (err) {
      logger.error({ err, tag }, "cache version not saved; other instances keep their entries until they expire");
    }
    entries.delete(tag);
  }

  return { cached, invalidate };
}

/** This process's cache, on this process's clock. */
const processCache = processSingleton("dataCache", () => createCache({ clock: versionClock() }));

export const cached: Cache["cached"] = (tag, key, loader, options) => processCache().cached(tag, key, loader, options);
export const invalidate: Cache["invalidate"] = (tag) => processCache().invalidate(tag);

/**
 * How long a per-shopper read is kept at most. Every change the shop makes invalidates `cacheTags.shoppers` at
 * once; this bounds what a change made around the shop (SQL by hand) leaves stale.
 */
const SHOPPER_TTL_MS = 60_000;

/** A read about one signed-in shopper that every page of theirs makes, kept under `cacheTags.shoppers`. */
export const shopperCached = <T>(key: string, loader: () => Promise<T>): Promise<T> =>
  cached(cacheTags.shoppers, key, loader, { ttlMs: SHOPPER_TTL_MS });

/** Call after a committed change to a session, a user, a customer group or its members, or favourites. */
export const shoppersChanged = (): Promise<void> => invalidate(cacheTags.shoppers);
