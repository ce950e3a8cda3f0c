import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoute } from "@/server/compose/api-route";
import { databaseDown } from "@/server/platform/db/availability";
import { db, dbHandle, noteDatabaseLoss, openPostgres, setDbHandle } from "@/server/platform/db/client";
import { call } from "../support/api";
import { type Shop, startShop } from "../support/shop-server";

const readsTheDatabase = apiRoute({}, async () => {
  await db().execute(sql`select 1`);
  return { ok: true };
});

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

async function ask(path: string, init: RequestInit = {}) {
  const res = await fetch(new URL(path, shop.base), { ...init, signal: AbortSignal.timeout(5000) });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), type: res.headers.get("content-type"), text: await res.text() };
}

describe("a lost database", () => {
  it("an API route that loses its connection answers 503 database_unavailable with Retry-After, not 500", async () => {
    const healthy = dbHandle();
    const gone = openPostgres("postgres://nobody@127.0.0.1:1/none", 1);
    setDbHandle(gone);
    try {
      const res = await call(readsTheDatabase, "/api/x");
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ code: "database_unavailable", message: expect.stringMatching(/yeniden deneyin/) });
      expect(res.headers.get("retry-after")).toBe("5");
      expect(res.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i);
    } finally {
      setDbHandle(healthy);
      await gone.close();
    }
    // The database answers again: the shop serves by itself.
    await expect.poll(() => databaseDown(), { timeout: 5000 }).toBe(false);
    expect((await call(readsTheDatabase, "/api/x")).status).toBe(200);
  });

  it("while it is down the front door answers pages and API requests 503 at once, the probes still answer, and it recovers by itself", async () => {
    expect(noteDatabaseLoss(new Error("a query's own mistake"))).toBe(false);
    expect(databaseDown()).toBe(false);
    expect(noteDatabaseLoss(refused)).toBe(true);
    const api = await ask("/api/cart/add", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(api).toMatchObject({ status: 503, retryAfter: "5" });
    expect(JSON.parse(api.text)).toMatchObject({ code: "database_unavailable" });
    const page = await ask("/makineler");
    expect(page).toMatchObject({ status: 503, retryAfter: "5", type: expect.stringMatching(/text\/html/) });
    expect(page.text).toMatch(/birkaç saniye sonra/);
    expect((await ask("/api/health/live")).status).toBe(200);
    await expect.poll(() => databaseDown(), { timeout: 5000 }).toBe(false);
    expect((await ask("/makineler")).status).not.toBe(503);
  });

  if (process.env.DB_KIND === "postgres") {
    it("PostgreSQL going away under idle connections marks it down at once, and its return brings the shop back", async () => {
      // A stand-in for the server's address: a TCP relay to the test database that can be cut and restored.
      const target = new URL(process.env.TEST_FILE_DATABASE_URL!);
      const sockets = new Set<net.Socket>();
      const relay = () =>
        net.createServer((client) => {
          const upstream = net.connect(Number(target.port || 5432), target.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on("error", () => {});
            s.on("close", () => sockets.delete(s));
          }
          client.pipe(upstream).pipe(client);
        });
      let server = relay();
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const port = (server.address() as net.AddressInfo).port;
      const viaRelay = new URL(target);
      viaRelay.port = String(port);
      const healthy = dbHandle();
      const relayed = openPostgres(viaRelay.toString(), 3);
      setDbHandle(relayed);
      try {
        await Promise.all([1, 2, 3].map(() => relayed.query("select pg_sleep(0.05)")));
        expect(databaseDown()).toBe(false);
        // The server goes: its connections are cut and new ones refused.
        server.close();
        for (const s of sockets) s.destroy();
        await expect.poll(() => databaseDown(), { timeout: 2000 }).toBe(true);
        expect((await ask("/makineler")).status).toBe(503);
        expect((await call(readsTheDatabase, "/api/x")).status).toBe(503);
        // It comes back on the same address.
        server = relay();
        await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
        await expect.poll(() => databaseDown(), { timeout: 5000 }).toBe(false);
        expect((await call(readsTheDatabase, "/api/x")).status).toBe(200);
      } finally {
        setDbHandle(healthy);
        await relayed.close();
        server.close();
        for (const s of sockets) s.destroy();
      }
    });
  }
});
