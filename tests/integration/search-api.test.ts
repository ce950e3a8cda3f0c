import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { POST as savePopular } from "@/app/api/catalog/save-popular-search/route";
import { POST as search } from "@/app/api/catalog/search/route";
import { db } from "@/server/platform/db/client";
import { popularSearches, rateCounters, storeSettings } from "@/server/platform/db/schema";
import { createCache } from "@/server/platform/runtime/cache";
import { createBatchedRateLimit } from "@/server/platform/runtime/rate-limit";
import { listPopularCategories, listPopularSearches, POPULAR_LISTS_TTL_MS, popularLists } from "@/server/search/popular";
import { call } from "../support/api";

const ask = (searchQuery: unknown, ip = "198.51.100.1") =>
  call(search, "/api/catalog/search", { body: { searchQuery }, headers: { "x-forwarded-for": ip } });
const count = (searchQuery: unknown, ip = "198.51.100.2") =>
  call(savePopular, "/api/catalog/save-popular-search", { body: { searchQuery }, headers: { "x-forwarded-for": ip } });

afterEach(() => {
  delete process.env.SEARCH_RATE_LIMIT;
});

describe("POST /api/catalog/search", () => {
  it("answers exactly a list of {id, type, slug, name, brandName, image}", async () => {
    const res = await ask("uv-1200");
    expect(res.status).toBe(200);
    expect(res.json[0]).toEqual({
      id: expect.any(Number),
      type: "product",
      slug: "lumora-uv-1200-flatbed-yazici",
      // The client shows "{brandName} {name}": the name does not repeat the brand.
      name: "UV-1200 Flatbed Yazıcı",
      brandName: "Lumora",
      image: "/media/products/uv-1200-1.webp",
    });
  });

  it("finds brands and categories as well, typed brand and navigation", async () => {
    const brand = (await ask("nordiva")).json[0];
    expect(brand).toMatchObject({ type: "brand", slug: "nordiva", name: "Nordiva", brandName: null });
    const category = (await ask("uv lambalar")).json[0];
    expect(category).toMatchObject({ type: "navigation", slug: "uv-lambalar", name: "UV Lambalar", brandName: null });
  });

  it("trims the text", async () => {
    expect((await ask("   uv1200  ")).json).toEqual((await ask("uv1200")).json);
  });

  it.each(["", " ", "a", "  ş  "])("answers [] under 2 characters (%j)", async (q) => {
    const res = await ask(q);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  it("ranks whole words above a typo'd start of another word: ŞERİT finds no …Serisi before a whole match", async () => {
    const names = (await ask("ŞERİT")).json.map((hit: { name: string }) => hit.name);
    expect(names[0]).toBe("Seri Numarası Baskı İstasyonu – Endüstriyel");
    expect(names.filter((name: string) => name.endsWith("Serisi"))).toEqual([]);
  });

  it("ranks inks above other products whose name only starts with mürekkep", async () => {
    const hits = (await ask("mürekkep")).json as { name: string }[];
    expect(hits).toHaveLength(10);
    for (const { name } of hits) expect(name).toMatch(/Mürekkep/);
    expect(hits.filter(({ name }) => name.includes("Koruma Sıvısı"))).toEqual([]);
  });

  it("answers [] when nothing matches", async () => {
    expect((await ask("qqxzzv")).json).toEqual([]);
  });

  it.each([
    ["no searchQuery", {}],
    ["a number", { searchQuery: 12 }],
    ["a text over 200 characters", { searchQuery: "a".repeat(201) }],
  ])("rejects %s with 400", async (_label, body) => {
    const res = await call(search, "/api/catalog/search", { body });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
  });

  it("limits each address per minute with 429 and Retry-After, other addresses go on", async () => {
    process.env.SEARCH_RATE_LIMIT = "3";
    for (let i = 0; i < 3; i++) expect((await ask("lamba", "203.0.113.7")).status).toBe(200);
    const limited = await ask("lamba", "203.0.113.7");
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await ask("lamba", "203.0.113.8")).status).toBe(200);
  });
});

describe("the batched per-address limit behind search", () => {
  it("shares its counts through rate_counters, so a second instance stops the same address soon after", async () => {
    const options = { limit: () => 5, windowSeconds: 60, flushMs: 30 };
    const first = createBatchedRateLimit(options);
    const second = createBatchedRateLimit(options);
    const key = "search:192.0.2.9";
    const saved = async () => (await db().select().from(rateCounters).where(eq(rateCounters.key, key)))[0]?.count ?? 0;
    for (let i = 0; i < 4; i++) first(key);
    await expect.poll(saved, { timeout: 5000 }).toBe(4);
    second(key); // not yet known here: this instance has not saved or read the counter
    await expect.poll(saved, { timeout: 5000 }).toBe(5);
    await new Promise((r) => setTimeout(r, 300)); // the save's answer reaches the instance just after the commit
    // Its own save told it the shared total (4 of them from the other instance): the address has used its 5.
    expect(limitedBy(second, key)).toBe(true);
  });
});

const limitedBy = (hit: (key: string) => void, key: string) => {
  try {
    hit(key);
    return false;
  } catch (err) {
    return (err as { status?: number }).status === 429;
  }
};

const row = async (folded: string) => (await db().select().from(popularSearches).where(eq(popularSearches.folded, folded)))[0];

describe("POST /api/catalog/save-popular-search", () => {
  it("counts a query that finds something, one row per folded spelling", async () => {
    expect((await count("Kürleme Tüneli")).json).toEqual({ counted: true });
    expect((await count("  KÜRLEME  TÜNELİ ")).json).toEqual({ counted: true });
    expect((await count("kurleme tuneli")).json).toEqual({ counted: true });
    expect(await row("kurleme tuneli")).toMatchObject({ title: "Kürleme Tüneli", count: 3, pinned: 0 });
  });

  it("adds to the seeded count of a known search", async () => {
    const before = (await row("uv murekkep"))?.count ?? 0;
    await count("UV Mürekkep");
    expect((await row("uv murekkep"))?.count).toBe(before + 1);
  });

  it.each(["", "a", "qqxzzv"])("does not count %j (too short, or finds nothing)", async (q) => {
    const res = await count(q);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ counted: false });
  });

  it("counts at most 30 per address a minute: the 31st gets 429 with Retry-After, other addresses go on", async () => {
    for (let i = 0; i < 30; i++) expect((await count("lamba", "203.0.113.30")).status).toBe(200);
    const limited = await count("lamba", "203.0.113.30");
    expect([limited.status, limited.json.code]).toEqual([429, "rate_limited"]);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await count("lamba", "203.0.113.31")).status).toBe(200);
  });

  it("rejects a body without searchQuery", async () => {
    expect((await call(savePopular, "/api/catalog/save-popular-search", { body: {} })).status).toBe(400);
  });
});

describe("popular searches and categories for the empty box", () => {
  it("lists pinned searches first, then the most counted", async () => {
    const titles = async () => (await listPopularSearches()).map((p) => p.title);
    expect((await titles()).slice(0, 6)).toEqual(["uv mürekkep", "flatbed yazıcı", "baskı kafası", "UV LED", "sublimasyon", "eco solvent"]);
    expect((await titles()).slice(6)).toEqual(["lazer kesim", "transfer kâğıdı"]);
    await db().update(popularSearches).set({ count: 500 }).where(eq(popularSearches.folded, "transfer kagidi"));
    expect((await titles()).slice(6)).toEqual(["transfer kâğıdı", "lazer kesim"]);
  });

  it("a count is stored at once and reaches the cached dropdown when its entry expires, without a flush", async () => {
    let clock = 1_000_000;
    const cache = createCache({ now: () => clock });
    const counted = async () => (await popularLists(cache.cached)).searches.slice(6).map((p) => p.title);
    // Tie "lazer kesim" (143, the older row, so it stays first); one more count puts "transfer kâğıdı" ahead.
    await db().update(popularSearches).set({ count: 143 }).where(eq(popularSearches.folded, "transfer kagidi"));
    expect(await counted()).toEqual(["lazer kesim", "transfer kâğıdı"]);

    expect((await count("Transfer Kâğıdı")).json).toEqual({ counted: true });
    expect((await row("transfer kagidi"))?.count).toBe(144);
    // Past the version check interval but inside the TTL: counting did not invalidate the settings tag.
    clock += POPULAR_LISTS_TTL_MS - 1;
    expect(await counted()).toEqual(["lazer kesim", "transfer kâğıdı"]);
    clock += 1;
    expect(await counted()).toEqual(["transfer kâğıdı", "lazer kesim"]);
  });

  it("reads the categories from the store settings and skips malformed entries", async () => {
    const categories = await listPopularCategories();
    expect(categories[0]).toEqual({ id: expect.any(Number), title: "UV Flatbed Yazıcılar", href: "/uv-flatbed-yazicilar" });
    expect(categories).toHaveLength(6);
    await db()
      .update(storeSettings)
      .set({ value: [...categories.slice(0, 2), { title: "no href" }, "junk"] })
      .where(eq(storeSettings.key, "popularCategories"));
    expect(await listPopularCategories()).toEqual(categories.slice(0, 2));
    await db().delete(storeSettings).where(eq(storeSettings.key, "popularCategories"));
    expect(await listPopularCategories()).toEqual([]);
  });
});
