import "server-only";
import { eq } from "drizzle-orm";
import { type Db, db } from "@/server/db/client";
import { cacheVersions } from "@/server/db/schema";
import { cacheTags } from "@/server/runtime/cache";
import { logger } from "@/server/runtime/log";
import { loadSearchDocuments } from "./documents";
import { buildSearchIndex, type SearchIndex } from "./search-index";

/** How stale an instance may be: it asks the database for the catalogue version at most this often. */
export const VERSION_CHECK_MS = 1000;
/** Rebuilds faster than this are awaited (answers are never stale); slower ones swap in when ready. */
const AWAIT_REBUILD_BELOW_MS = 250;

async function catalogVersion(database: Db): Promise<number> {
  const [row] = await database
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.tag, cacheTags.catalog));
  return row?.version ?? 0;
}

/**
 * One app instance's search index over one database: built on first use, rebuilt when the catalogue's version
 * in `cache_versions` changes (the row `invalidate(cacheTags.catalog)` of src/server/runtime/cache.ts bumps). Not an
 * entry of that cache: a rebuild of a large catalogue takes seconds, and meanwhile the previous index answers. Each instance checks that one row at most once a second, so several app
 * servers on one PostgreSQL all follow a change within about a second, and answer alike.
 */
export class SearchEngine {
  private index?: SearchIndex;
  private version = -1;
  private checkedAt = 0;
  private buildMs = 0;
  private building?: Promise<void>;

  constructor(readonly database: Db) {}

  async current(): Promise<SearchIndex> {
    if (!this.index) {
      await this.rebuild();
      return this.index!;
    }
    const now = Date.now();
    if (now - this.checkedAt >= VERSION_CHECK_MS && !this.building) {
      this.checkedAt = now;
      if ((await catalogVersion(this.database)) !== this.version) {
        const rebuilding = this.rebuild();
        if (this.buildMs < AWAIT_REBUILD_BELOW_MS) await rebuilding;
        else rebuilding.catch((err) => logger.error({ err }, "search index rebuild failed; serving the previous one"));
      }
    }
    return this.index;
  }

  private rebuild(): Promise<void> {
    this.building ??= this.build().finally(() => {
      this.building = undefined;
    });
    return this.building;
  }

  private async build() {
    const started = performance.now();
    // The version is read before the rows: a change that lands during the load bumps it again and is seen next time.
    const version = await catalogVersion(this.database);
    const docs = await loadSearchDocuments(this.database);
    this.index = buildSearchIndex(docs);
    this.version = version;
    this.checkedAt = Date.now();
    this.buildMs = performance.now() - started;
    logger.info(
      { documents: docs.length, terms: this.index.data.terms.length, version, ms: Math.round(this.buildMs) },
      "search index built",
    );
  }
}

// One engine per process, shared by every route bundle (Next.js may load this module more than once).
const holder = globalThis as unknown as { __lumoraSearch?: SearchEngine };

/** This process's search index over the process-wide database. */
export function searchIndex(): Promise<SearchIndex> {
  const database = db();
  if (holder.__lumoraSearch?.database !== database) holder.__lumoraSearch = new SearchEngine(database);
  return holder.__lumoraSearch.current();
}
