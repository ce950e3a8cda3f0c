import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { count } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as setupOwner } from "@/app/api/setup/owner/route";
import { auth } from "@/server/account/auth";
import { setupCodeFile, setupCodeMatches } from "@/server/account/setup/code";
import { setupProgress, shopOpen } from "@/server/account/setup/state";
import { type DbHandle, dbHandle, openPglite, openPostgres, setDbHandle } from "@/server/platform/db/client";
import { contentPages, coupons, media, orders, products, reviews, storeSettings, user } from "@/server/platform/db/schema";
import { openingSoonGate } from "@/server/runtime/front-door/opening-soon";
import { checkShopDatabase, prepareDatabase } from "../../scripts/lib/database";
import { databaseUrl } from "../setup/template";
import { call } from "../support/api";

/** A live shop's first start on an empty database of this file's kind, its setup code, and its closed storefront. */
let demo: DbHandle;
let fresh: DbHandle;
let dropDatabase = async () => {};
const lines: string[] = [];

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-live-start-"));
  process.env.SHOP_MODE = "live";
  demo = dbHandle();
  if (process.env.DB_KIND === "postgres") {
    const name = `lumora_live_${randomBytes(6).toString("hex")}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    fresh = openPostgres(databaseUrl(process.env.TEST_DATABASE_URL!, name), 4);
    dropDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else fresh = openPglite(new PGlite());
});

afterAll(async () => {
  delete process.env.SHOP_MODE;
  setDbHandle(demo);
  await fresh.close();
  await dropDatabase();
});

const code = () => fs.readFileSync(setupCodeFile(), "utf8").trim();
const owner = { email: "sahip@magaza.example", name: "Deniz Sahip", password: "Kurulum2026" };
const post = (body: unknown, ip = "203.0.113.7") => call(setupOwner, "/api/setup/owner", { body, headers: { "x-forwarded-for": ip } });

describe("SHOP_MODE=live on the demo's database", () => {
  it("is refused with one line, and nothing of the live shop is written", async () => {
    await expect(prepareDatabase(demo, (line) => lines.push(line), "live")).rejects.toThrow(
      /^SHOP_MODE=live refuses this database: it holds the demo store \((?:demo|admin)@lumora\.example\); start a live shop on an empty database$/,
    );
    await expect(checkShopDatabase(demo.db, "live")).rejects.toThrow(/SHOP_MODE=live refuses/);
    await expect(checkShopDatabase(demo.db, "demo")).resolves.toBeUndefined();
    expect(fs.existsSync(setupCodeFile())).toBe(false);
    expect(lines).toEqual([]);
  });
});

describe("a live shop's first start", () => {
  it("migrates and creates nothing of the demo; prints the setup code, kept 0600 in DATA_DIR, the same on the next start", async () => {
    await prepareDatabase(fresh, (line) => lines.push(line), "live");
    setDbHandle(fresh);
    for (const table of [user, products, coupons, orders, reviews, contentPages, media, storeSettings])
      expect((await fresh.db.select({ n: count() }).from(table))[0]?.n).toBe(0);
    expect(fs.statSync(setupCodeFile()).mode & 0o777).toBe(0o600);
    expect(code()).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(lines.filter((line) => line.includes(code()))).toHaveLength(1);
    await prepareDatabase(fresh, (line) => lines.push(line), "live");
    expect(lines.filter((line) => line.includes(code()))).toHaveLength(2);
    expect(await shopOpen()).toBe(false);
  });

  it("answers every storefront page 503 'opening soon' with Retry-After, and serves the setup and the back office", async () => {
    const gate = openingSoonGate(shopOpen, { "x-frame-options": "DENY" });
    const server = http.createServer(async (req, res) => {
      if (!(await gate(req, res))) res.writeHead(200).end("app");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const page of ["/", "/urun/bir-urun", "/sitemap.xml", "/robots.txt"]) {
        const res = await fetch(base + page, { headers: { "user-agent": "Googlebot" } });
        expect(res.status, page).toBe(503);
        expect(res.headers.get("retry-after")).toBe("3600");
        expect(res.headers.get("x-frame-options")).toBe("DENY");
        expect(await res.text()).toContain("Çok yakında açılıyoruz");
      }
      for (const page of ["/admin/setup", "/admin", "/auth?redirect=%2Fadmin%2Fsetup", "/api/setup/owner", "/_next/static/x.js"])
        expect((await fetch(base + page)).status, page).toBe(200);
    } finally {
      server.close();
    }
  });

  it("makes the owner's account once, with the right code only; the code is spent and a second owner refused", async () => {
    const kept = code();
    const wrong = await post({ ...owner, code: "AAAA-BBBB-CCCC" });
    expect(wrong.status).toBe(403);
    expect(wrong.json.code).toBe("setup_code_invalid");
    expect(wrong.json.message).toMatch(/Kurulum kodu geçersiz/);
    expect((await post({ ...owner, code: kept, password: "short" })).status).toBe(400);
    expect((await fresh.db.select({ n: count() }).from(user))[0]?.n).toBe(0);

    const made = await post({ ...owner, code: kept.toLowerCase().replaceAll("-", " ") });
    expect(made.status).toBe(200);
    expect(fs.existsSync(setupCodeFile())).toBe(false);
    expect(setupCodeMatches(kept)).toBe(false);
    const [row] = await fresh.db.select({ role: user.role, email: user.email }).from(user);
    expect(row).toEqual({ role: "staff", email: owner.email });
    const signIn = await auth().api.signInEmail({ body: { email: owner.email, password: owner.password }, asResponse: true });
    expect(signIn.status).toBe(200);

    const again = await post({ ...owner, email: "ikinci@magaza.example", code: kept });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("setup_owner_exists");
    expect((await fresh.db.select({ n: count() }).from(user))[0]?.n).toBe(1);
    expect((await setupProgress()).filter((s) => s.done).map((s) => s.key)).toEqual(["owner"]);
    // Setup is not finished with the owner alone: the storefront stays closed.
    expect(await shopOpen()).toBe(false);

    const later: string[] = [];
    await prepareDatabase(fresh, (line) => later.push(line), "live");
    expect(later).toEqual([]);
    expect(fs.existsSync(setupCodeFile())).toBe(false);
  });

  it("counts tries of the code per address and refuses with 429 past ten", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post({ ...owner, code: "WRONG-CODE" }, "198.51.100.9")).status);
    expect(statuses.slice(0, 10).every((s) => s === 409)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
