import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as saveAdminPin } from "@/app/api/admin/search/pins/save/route";
import { POST as report } from "@/app/api/admin/search/report/route";
import { POST as deleteSynonym } from "@/app/api/admin/search/synonyms/delete/route";
import { POST as saveSynonym } from "@/app/api/admin/search/synonyms/save/route";
import { POST as search } from "@/app/api/catalog/search/route";
import { POST as searchClick } from "@/app/api/catalog/search-click/route";
import { db } from "@/server/platform/db/client";
import { products, searchStats } from "@/server/platform/db/schema";
import { pruneExpired, SEARCH_STATS_WEEKS } from "@/server/platform/runtime/prune";
import { answer } from "@/server/search/answer";
import { SearchEngine } from "@/server/search/engine";
import { createSearchCounter, searchCounter, shopWeek } from "@/server/search/search-stats";
import { call } from "../support/api";
import { staffSession } from "../support/staff";

let staff = "";
beforeAll(async () => {
  staff = await staffSession();
});

const SYNC_DEADLINE = { timeout: 2500, interval: 100 };

/** What one app instance's engine answers, staff's rules applied: the first slugs. */
async function hits(engine: SearchEngine, query: string) {
  const [index, rules] = await Promise.all([engine.current(), engine.rules()]);
  return answer(index, rules, query, { limit: 5, relax: true }).docs.map((d) => index.docs[d]?.slug);
}

const instant = async (searchQuery: string) => {
  const res = await call(search, "/api/catalog/search", { body: { searchQuery } });
  expect(res.status).toBe(200);
  return (res.json as Array<{ slug: string }>).map((hit) => hit.slug);
};

const admin = (handler: typeof saveSynonym, path: string, body: unknown) => call(handler, path, { body, cookie: staff });

describe("synonyms", () => {
  it("are used by every instance within about a second, both ways, and no longer once deleted", async () => {
    const first = new SearchEngine(db());
    const second = new SearchEngine(db());
    expect(await hits(first, "inkjetter")).toEqual([]);
    const saved = await admin(saveSynonym, "/api/admin/search/synonyms/save", { terms: "inkjetter", synonym: "mürekkep", twoWay: true });
    expect(saved.status).toBe(200);
    for (const engine of [first, second])
      await expect.poll(async () => (await hits(engine, "inkjetter")).length, SYNC_DEADLINE).toBeGreaterThan(0);
    expect(await instant("inkjetter")).toEqual(await instant("mürekkep"));

    const removed = await admin(deleteSynonym, "/api/admin/search/synonyms/delete", { synonymId: (saved.json as { id: number }).id });
    expect(removed.status).toBe(200);
    for (const engine of [first, second]) await expect.poll(() => hits(engine, "inkjetter"), SYNC_DEADLINE).toEqual([]);
  });

  it("replace a phrase inside a longer query, and a one-way synonym works one way only", async () => {
    const saved = await admin(saveSynonym, "/api/admin/search/synonyms/save", {
      terms: "ışıklı pano",
      synonym: "ışıklı tabela",
      twoWay: false,
    });
    expect(saved.status).toBe(200);
    expect(await instant("ışıklı pano baskı")).toContain("lumora-isikli-tabela-baski-paketi-endustriyel");
    const plain = await instant("ışıklı tabela");
    expect(plain).toContain("lumora-isikli-tabela-baski-paketi-endustriyel");
    // "ışıklı tabela" does not search "ışıklı pano": its answer is what it was.
    expect(await instant("ışıklı tabela")).toEqual(plain);
  });

  it("refuse a phrase without letters or digits, with the field's message", async () => {
    const res = await admin(saveSynonym, "/api/admin/search/synonyms/save", { terms: "--", synonym: "mürekkep", twoWay: true });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: "validation_failed",
      message: "Aranan ifade 2 ile 60 karakter arasında olmalı ve harf ya da rakam içermelidir.",
    });
  });
});

describe("pinned products", () => {
  it("come first for their query in any spelling", async () => {
    const before = await instant("uv mürekkep");
    const [pinned] = await db().select().from(products).where(eq(products.code, "PGM-KPT"));
    expect(before[0]).not.toBe(pinned?.slug);
    const res = await admin(saveAdminPin, "/api/admin/search/pins/save", { query: "UV Mürekkep", productCode: "PGM-KPT" });
    expect(res.status).toBe(200);
    expect((await instant("uv murekkep"))[0]).toBe(pinned?.slug);
    const again = await admin(saveAdminPin, "/api/admin/search/pins/save", { query: "uv mürekkep", productCode: "PGM-KPT" });
    expect(again.status).toBe(409);
  });

  it("name an existing product", async () => {
    const res = await admin(saveAdminPin, "/api/admin/search/pins/save", { query: "uv mürekkep", productCode: "YOK-0000" });
    expect(res.status).toBe(404);
    expect((res.json as { message: string }).message).toBe("Bu kodla bir ürün bulunamadı.");
  });
});

describe("search counts", () => {
  it("count searches, searches with no result and opened results per week and folded query", async () => {
    await instant("Pofuduk Şıngırdak");
    await instant("pofuduk şıngırdak");
    await instant("Kapak Temizleyici");
    await instant("yazıcı");
    expect((await call(searchClick, "/api/catalog/search-click", { body: { searchQuery: "yazıcı" } })).status).toBe(200);
    await searchCounter().flush();

    const res = await admin(report, "/api/admin/search/report", {});
    expect(res.status).toBe(200);
    const body = res.json as Record<"top" | "zero" | "noClick", Array<{ query: string; searches: number; clicks: number }>> & {
      week: string;
    };
    expect(body.week).toBe(shopWeek(new Date()));
    expect(body.zero).toEqual([expect.objectContaining({ query: "pofuduk singirdak", searches: 2 })]);
    expect(body.top.map((r) => r.query)).toEqual(expect.arrayContaining(["kapak temizleyici", "yazici"]));
    expect(body.noClick.map((r) => r.query)).toContain("kapak temizleyici");
    expect(body.noClick.map((r) => r.query)).not.toContain("yazici");
    expect(body.noClick.map((r) => r.query)).not.toContain("pofuduk singirdak");
    expect(body.top.find((r) => r.query === "yazici")?.clicks).toBe(1);
  });

  it("are written in batches, not while a search is answered", async () => {
    const counter = createSearchCounter({ flushMs: 3_600_000 });
    counter.search("Toplu Sayım", 0);
    counter.search("toplu sayim", 0);
    const row = () => db().select().from(searchStats).where(eq(searchStats.query, "toplu sayim"));
    expect(await row()).toEqual([]);
    await counter.flush();
    expect(await row()).toEqual([{ week: shopWeek(new Date()), query: "toplu sayim", searches: 2, zeroResults: 2, clicks: 0, results: 0 }]);
  });

  it("refuse a week that is no date", async () => {
    const res = await admin(report, "/api/admin/search/report", { week: "2026-13-45" });
    expect(res.status).toBe(400);
  });

  it("are pruned after half a year", async () => {
    const now = new Date();
    const old = shopWeek(new Date(now.getTime() - (SEARCH_STATS_WEEKS + 1) * 7 * 86_400_000));
    await db().insert(searchStats).values({ week: old, query: "eski arama", searches: 3 });
    const pruned = await pruneExpired(now, 30);
    expect(pruned.searchStats).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(searchStats).where(eq(searchStats.week, old))).toEqual([]);
  });
});
