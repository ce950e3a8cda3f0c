import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/platform/db/client";
import { products } from "@/server/platform/db/schema";
import { cacheTags, invalidate } from "@/server/platform/runtime/cache";
import { productSearch } from "@/server/search/catalog-search";
import { SearchEngine } from "@/server/search/engine";
import { rank } from "@/server/search/query";

/** What one app instance answers: the slugs (or names) of its best matches. */
async function hits(engine: SearchEngine, query: string, field: "slug" | "name" = "slug") {
  const index = await engine.current();
  return rank(index, query, { limit: 5 }).map((d) => index.docs[d]?.[field]);
}

const SYNC_DEADLINE = { timeout: 2500, interval: 100 };

describe("the search index follows the catalogue", () => {
  it("shows a renamed product on every instance within about a second", async () => {
    // Two instances on one database, as two app servers on one PostgreSQL.
    const first = new SearchEngine(db());
    const second = new SearchEngine(db());
    expect(await hits(first, "Chiller", "name")).toContain("Kompakt Su Soğutucu (Chiller)");
    expect(await hits(second, "Chiller", "name")).toContain("Kompakt Su Soğutucu (Chiller)");

    await db().update(products).set({ name: "Teknokür Kompakt Su Soğutucu (Soğutma Grubu)" }).where(eq(products.code, "TKR-PCH-80"));
    await invalidate(cacheTags.catalog);

    for (const engine of [first, second]) {
      await expect.poll(() => hits(engine, "soğutma grubu", "name"), SYNC_DEADLINE).toContain("Kompakt Su Soğutucu (Soğutma Grubu)");
    }
  });

  it("drops a product that is taken off sale", async () => {
    const engine = new SearchEngine(db());
    expect(await hits(engine, "kapak temizleyici")).toContain("pigmentra-kapak-temizleyici");
    await db().update(products).set({ isActive: false }).where(eq(products.code, "PGM-KPT"));
    await invalidate(cacheTags.catalog);
    await expect.poll(() => hits(engine, "kapak temizleyici"), SYNC_DEADLINE).not.toContain("pigmentra-kapak-temizleyici");
  });

  it("gives the results page the matching product ids, best first", async () => {
    const ids = (await productSearch("uv led kürleme modülü")).productIds;
    expect(ids.length).toBeGreaterThanOrEqual(9);
    const [best] = await db().select({ id: products.id }).from(products).where(eq(products.code, "TKR-LED405-12A"));
    // Equal matches are ordered by sales: this module sold the most.
    expect(ids[0]).toBe(best?.id);
    expect((await productSearch("u")).productIds).toEqual([]);
  });

  it("ranks a sold-out product after the in-stock ones that match as well", async () => {
    const [best] = await db().select({ id: products.id }).from(products).where(eq(products.code, "TKR-LED405-12A"));
    await db().update(products).set({ stock: 0 }).where(eq(products.id, best!.id));
    await invalidate(cacheTags.catalog);
    await expect.poll(async () => (await productSearch("uv led kürleme modülü")).productIds[0], SYNC_DEADLINE).not.toBe(best?.id);
    const ids = (await productSearch("uv led kürleme modülü")).productIds;
    const stock = new Map((await db().select({ id: products.id, stock: products.stock }).from(products)).map((p) => [p.id, p.stock]));
    // Still found, but every in-stock module of the same match comes first.
    expect(ids).toContain(best?.id);
    expect(stock.get(ids[0]!)).toBeGreaterThan(0);
  });
});
