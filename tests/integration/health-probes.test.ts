import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbHandle, openPostgres, setDbHandle } from "@/server/platform/db/client";
import { READINESS_CACHE_MS } from "@/server/platform/http/health";
import { RENDER_SLOTS } from "@/server/runtime/front-door/admission";
import { aliveWorker } from "../support/jobs";
import { type Shop, startShop } from "../support/shop-server";

let shop: Shop;
let stopWorker: (() => Promise<void>) | undefined;
let release = () => {};
const held = new Promise<void>((resolve) => {
  release = resolve;
});

beforeAll(async () => {
  // Pages wait until released; a probe that waited in their line would wait with them.
  shop = await startShop({ env: { QUEUE_WAIT_MS: "60000" }, pageDelay: () => held });
  stopWorker = await aliveWorker();
});
afterAll(async () => {
  release();
  await stopWorker?.();
  await shop.close();
});

type Answer = { status: number; body: unknown; ms: number };

async function probe(path: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(new URL(path, shop.base), { signal: AbortSignal.timeout(5000) });
  return { status: res.status, body: await res.json(), ms: performance.now() - started };
}

/** The next probe checks again instead of answering the last check. */
const afterCache = () => new Promise((resolve) => setTimeout(resolve, READINESS_CACHE_MS + 50));

/** A signed-in page (never from the page cache) from `localAddress`, held in its render slot. */
const page = (localAddress: string) =>
  new Promise<void>((resolve) => {
    http.get(
      { host: "127.0.0.1", port: shop.port, path: "/hesabim", localAddress, agent: false, headers: { cookie: "oturum=1" } },
      (res) => {
        res.resume().on("end", resolve);
      },
    );
  });

describe("the load balancer's probes", () => {
  it("answer {status: ok} at once while every render slot is taken", async () => {
    const pages = Array.from({ length: RENDER_SLOTS + 1 }, (_, i) => page(i % 2 ? "127.0.0.2" : "127.0.0.3"));
    await expect.poll(() => shop.door.renders()).toMatchObject({ running: RENDER_SLOTS, waiting: 1 });
    for (const path of ["/api/health/live", "/api/health/ready"]) {
      const answer = await probe(path);
      expect([path, answer.status, answer.body]).toEqual([path, 200, { status: "ok" }]);
      expect(answer.ms, path).toBeLessThan(1000);
    }
    expect(shop.door.renders()).toMatchObject({ running: RENDER_SLOTS, waiting: 1 });
    release();
    await Promise.all(pages);
  });

  it("readiness answers 503 not_ready while a migration is missing, and nothing more", async () => {
    const handle = dbHandle();
    const { rows } = (await handle.query(
      "delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at",
    )) as { rows: { hash: string; created_at: string }[] };
    try {
      await afterCache();
      expect(await probe("/api/health/ready")).toMatchObject({
        status: 503,
        body: { code: "not_ready", message: "Hizmet şu anda istek almaya hazır değil." },
      });
      expect((await probe("/api/health/live")).status).toBe(200);
    } finally {
      for (const row of rows)
        await handle.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)", [row.hash, row.created_at]);
    }
    await afterCache();
    expect((await probe("/api/health/ready")).status).toBe(200);
  });

  it("readiness answers 503 not_ready when the database is unreachable", async () => {
    const healthy = dbHandle();
    const gone = openPostgres("postgres://nobody@127.0.0.1:1/none", 1);
    setDbHandle(gone);
    try {
      const answer = await probe("/api/health/ready");
      expect(answer).toMatchObject({ status: 503, body: { code: "not_ready" } });
      expect(JSON.stringify(answer.body)).not.toMatch(/postgres|ECONNREFUSED|127\.0\.0\.1/i);
      expect((await probe("/api/health/live")).status).toBe(200);
    } finally {
      setDbHandle(healthy);
      await gone.close();
    }
  });

  it("readiness answers 503 not_ready once no job worker's heartbeat is recent", async () => {
    await afterCache();
    expect((await probe("/api/health/ready")).status).toBe(200);
    await stopWorker?.();
    stopWorker = undefined;
    await afterCache();
    expect(await probe("/api/health/ready")).toMatchObject({ status: 503, body: { code: "not_ready" } });
  });
});
