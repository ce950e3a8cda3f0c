import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/server/platform/db/client";
import { cacheVersions, products } from "@/server/platform/db/schema";
import { cached, cacheTags, invalidate } from "@/server/platform/runtime/cache";
import { VERSION_CHECK_MS } from "@/server/platform/runtime/version-clock";
import { createFrontDoor } from "@/server/runtime/front-door";
import { STATUS_HEADER } from "@/server/runtime/front-door/page-cache";
import { searchIndex } from "@/server/search/engine";

/**
 * The data cache, the guests' page cache and the search index follow catalogue changes through one clock per
 * process: one version query serves all three, and all three see another instance's change after the same delay.
 * Time is the test's (Date only), so no check happens unless the test moves it on.
 */

let server: http.Server;
let base: string;
let renders = 0;

/** What Next.js would render: a page whose CSP nonce the page cache can replace. */
function renderPage(res: http.ServerResponse) {
  renders++;
  res
    .writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": "script-src 'nonce-bm9uY2U='" })
    .end(`<script nonce="bm9uY2U=">${renders}</script>`);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  const door = createFrontDoor();
  server = http.createServer((req, res) => door(req, res, (_req, out) => renderPage(out)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => server.close(resolve));
});

const pageStatus = async () => (await fetch(`${base}/makineler`)).headers.get(STATUS_HEADER);
let loads = 0;
const cachedValue = () => cached(cacheTags.catalog, "version-clock-test", async () => ++loads);
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** Counts the queries on `cache_versions` from here on (PGlite is given the SQL text, node-postgres a query object). */
function countVersionQueries() {
  const client = (db() as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, "query");
  const text = (query: unknown) => (typeof query === "string" ? query : (query as { text: string }).text);
  return {
    count: () => spy.mock.calls.filter(([query]) => text(query).includes("cache_versions")).length,
    stop: () => spy.mockRestore(),
  };
}

/** The search index the next search answers from, once a rebuild that runs in the background has swapped in. */
async function indexOtherThan(previous: Awaited<ReturnType<typeof searchIndex>>) {
  for (let tries = 0; tries < 200; tries++) {
    const index = await searchIndex();
    if (index !== previous) return index;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the search index was not rebuilt");
}

const names = (index: Awaited<ReturnType<typeof searchIndex>>) => index.docs.map((d) => d.name);

describe("the catalogue-version clock", () => {
  it("lets one version query show another instance's change to the data cache, the page cache and the search index", async () => {
    expect(await cachedValue()).toBe(1);
    expect(await pageStatus()).toBe("miss");
    expect(await pageStatus()).toBe("hit");
    const index = await searchIndex();

    // Another instance renames a product and bumps the version: straight in the database, not through this process.
    await db().update(products).set({ name: "Teknokür Kompakt Su Soğutucu (Saat Testi)" }).where(eq(products.code, "TKR-PCH-80"));
    await db()
      .insert(cacheVersions)
      .values({ tag: cacheTags.catalog, version: 1 })
      .onConflictDoUpdate({ target: cacheVersions.tag, set: { version: sql`${cacheVersions.version} + 1` } });

    const queries = countVersionQueries();
    try {
      // Within the check interval nobody asks: all three still serve what they had.
      later(VERSION_CHECK_MS / 2);
      expect(await cachedValue()).toBe(1);
      expect(await pageStatus()).toBe("hit");
      expect(await searchIndex()).toBe(index);
      expect(queries.count()).toBe(0);

      // Past it, the first reads ask once, and all three follow.
      later(VERSION_CHECK_MS);
      const [status, value] = await Promise.all([pageStatus(), cachedValue(), searchIndex()]);
      expect(status).toBe("miss");
      expect(value).toBe(2);
      expect(names(await indexOtherThan(index))).toContain("Kompakt Su Soğutucu (Saat Testi)");
      expect(queries.count()).toBe(1);
    } finally {
      queries.stop();
    }
  });

  it("shows this instance's own change to all three at once, without asking the database", async () => {
    later(VERSION_CHECK_MS);
    await Promise.all([pageStatus(), cachedValue(), searchIndex()]);
    const [loaded, index] = [loads, await searchIndex()];
    expect(await pageStatus()).toBe("hit");

    await invalidate(cacheTags.catalog);
    const queries = countVersionQueries();
    try {
      expect(await pageStatus()).toBe("miss");
      expect(await cachedValue()).toBe(loaded + 1);
      await indexOtherThan(index);
      expect(queries.count()).toBe(0);
    } finally {
      queries.stop();
    }
  });
});
