import "server-only";
import { processSingleton } from "@/lib/process-singleton";
import { type Db, db } from "@/server/db/client";
import { cacheTags } from "@/server/runtime/cache";
import { logger } from "@/server/runtime/log";
import { createVersionClock, type VersionClock, type Versions, versionClock } from "@/server/runtime/version-clock";
import { loadSearchDocuments } from "./documents";
import { buildSearchIndex, type SearchIndex } from "./search-index";
import { loadSearchRules } from "./search-rules";
import type { SearchRules } from "./synonyms";

/** Rebuilds faster than this are awaited (answers are never stale); slower ones swap in when ready. */
const AWAIT_REBUILD_BELOW_MS = 250;

/**
 * One app instance's search index over one database: built on first use, rebuilt when the catalogue's version
 * changes on the catalogue-version clock (src/server/runtime/version-clock.ts, the clock the data cache and the
 * page cache read too; `invalidate(cacheTags.catalog)` bumps it). Not an entry of the data cache: a rebuild of a
 * large catalogue takes seconds, and meanwhile the previous index answers. Several app servers on one PostgreSQL
 * all follow a change within the clock's check interval (about a second), and answer alike.
 */
export class SearchEngine {
  private index?: SearchIndex;
  private version = -1;
  /** The clock reading that started the last rebuild: a failed rebuild is tried again with the next reading (check or bump). */
  private triedWith?: Versions;
  private buildMs = 0;
  private building?: Promise<void>;
  private searchRules: { version: number; rules: Promise<SearchRules> } | undefined;

  /** An engine made without a clock (a test's second instance) follows a clock of its own over `database`. */
  constructor(
    readonly database: Db,
    private readonly clock: VersionClock = createVersionClock({ db: () => database }),
  ) {}

  async current(): Promise<SearchIndex> {
    if (!this.index) {
      await this.rebuild();
      return this.index!;
    }
    const versions = await this.clock.read();
    if (!this.building && versions !== this.triedWith && versions.of(cacheTags.catalog) !== this.version) {
      this.triedWith = versions;
      const rebuilding = this.rebuild();
      if (this.buildMs < AWAIT_REBUILD_BELOW_MS) await rebuilding;
      else rebuilding.catch((err) => logger.error({ err }, "search index rebuild failed; serving the previous one"));
    }
    return this.index;
  }

  /** Staff's synonyms and pins, reloaded when the clock's `search` version moves (so on every instance within about a second). */
  async rules(): Promise<SearchRules> {
    const version = (await this.clock.read()).of(cacheTags.search);
    if (this.searchRules?.version !== version) {
      const rules = loadSearchRules(this.database);
      this.searchRules = { version, rules };
      // A failed load is tried again by the next search.
      rules.catch(() => {
        if (this.searchRules?.rules === rules) this.searchRules = undefined;
      });
    }
    return this.searchRules.rules;
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
    const version = (await this.clock.read()).of(cacheTags.catalog);
    const docs = await loadSearchDocuments(this.database);
    this.index = buildSearchIndex(docs);
    this.version = version;
    this.buildMs = performance.now() - started;
    logger.info(
      { documents: docs.length, terms: this.index.data.terms.length, version, ms: Math.round(this.buildMs) },
      "search index built",
    );
  }
}

/** This process's engine, on this process's clock. */
const processEngine = processSingleton("searchEngine", () => new SearchEngine(db(), versionClock()));

/** This process's engine over the process-wide database. */
function engine(): SearchEngine {
  // A swapped database handle (tests) gets an index of its own.
  if (processEngine().database !== db()) processEngine.replace(undefined);
  return processEngine();
}

/** This process's search index over the process-wide database. */
export function searchIndex(): Promise<SearchIndex> {
  return engine().current();
}

/** This process's search index and staff's search rules. */
export async function searchState(): Promise<{ index: SearchIndex; rules: SearchRules }> {
  const current = engine();
  const [index, rules] = await Promise.all([current.current(), current.rules()]);
  return { index, rules };
}
