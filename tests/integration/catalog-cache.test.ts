import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { listProducts } from "@/server/catalog/listing";
import { getProductDetail } from "@/server/catalog/product-detail";
import { catalogSnapshot, loadCatalogSnapshot } from "@/server/catalog/snapshot";
import { db } from "@/server/platform/db/client";
import { products } from "@/server/platform/db/schema";
import { cacheTags, createCache, invalidate } from "@/server/platform/runtime/cache";

async function anyProduct() {
  const [row] = await db()
    .select({ id: products.id, categoryId: products.categoryId, salesPrice: products.salesPrice })
    .from(products)
    .orderBy(products.id)
    .limit(1);
  return row!;
}

/** What an admin's price change does to the table; the cache is told through invalidate(). */
const setPrice = (id: number, kurus: number) =>
  db()
    .update(products)
    .set({ salesPrice: kurus, unDiscountedSalesPrice: sql`greatest(${products.unDiscountedSalesPrice}, ${kurus})` })
    .where(eq(products.id, id));

describe("the catalogue cache", () => {
  it("shows a price change on the next read once the catalogue is invalidated", async () => {
    const p = await anyProduct();
    expect((await getProductDetail(p.id))?.salesPrice).toBe(p.salesPrice);
    const newPrice = p.salesPrice + 12_345;
    await setPrice(p.id, newPrice);
    await invalidate(cacheTags.catalog);
    expect((await getProductDetail(p.id))?.salesPrice).toBe(newPrice);
    const listing = await listProducts({ kind: "products", productIds: [p.id] }, {});
    expect(listing.products[0]?.salesPrice).toBe(newPrice);
  });

  it("lets a second instance see another instance's change within its check interval", async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const first = createCache({ now });
    const second = createCache({ now });
    const priceOn = async (cache: ReturnType<typeof createCache>, id: number) =>
      (await cache.cached(cacheTags.catalog, "snapshot", loadCatalogSnapshot)).productById.get(id)?.salesPrice;

    const p = await anyProduct();
    const before = await priceOn(second, p.id);
    const newPrice = (before ?? 0) + 50_000;
    await setPrice(p.id, newPrice);
    await first.invalidate(cacheTags.catalog);

    // The instance that made the change sees it at once.
    expect(await priceOn(first, p.id)).toBe(newPrice);
    // The other one may serve its copy until it next checks the versions (at most once a second)...
    clock += 500;
    expect(await priceOn(second, p.id)).toBe(before);
    // ...and then drops it.
    clock += 600;
    expect(await priceOn(second, p.id)).toBe(newPrice);
  });

  it("serves warm page views without a database round trip per product", async () => {
    const p = await anyProduct();
    await listProducts({ kind: "category", categoryId: p.categoryId }, {});
    await getProductDetail(p.id);
    const client = (db() as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, "query");
    try {
      const listing = await listProducts({ kind: "category", categoryId: p.categoryId }, { sort: "price-desc" });
      await getProductDetail(p.id);
      await catalogSnapshot();
      expect(listing.products.length).toBeGreaterThan(1);
      // At most the once-a-second version check, never one query per product.
      expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      spy.mockRestore();
    }
  });

  it("computes a listing once per catalogue version, and again after a change", async () => {
    const p = await anyProduct();
    const base = { kind: "category", categoryId: p.categoryId } as const;
    const first = await listProducts(base, { sort: "price-desc" });
    // The same base and query, spelled by another request: the listing computed before, not a new one.
    expect(await listProducts(base, { sort: ["price-desc"] })).toBe(first);
    expect(await listProducts(base, {})).not.toBe(first);

    const top = (first.products[0]?.salesPrice ?? 0) + 99_999;
    await setPrice(p.id, top);
    await invalidate(cacheTags.catalog);
    const after = await listProducts(base, { sort: "price-desc" });
    expect(after).not.toBe(first);
    expect(after.products[0]).toMatchObject({ productId: p.id, salesPrice: top });
  });

  it("does not keep a value loaded while the tag was invalidated", async () => {
    const cache = createCache();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => {};
    const loading = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow = cache.cached("race-test", "k", async () => {
      started();
      await gate;
      return "old";
    });
    // The change lands while the load runs (a load that starts after it reads the changed data: nothing to test).
    await loading;
    await cache.invalidate("race-test");
    release();
    expect(await slow).toBe("old");
    expect(await cache.cached("race-test", "k", async () => "new")).toBe("new");
  });

  it("still drops its own entries when the version cannot be saved, without failing the change already committed", async () => {
    // A database that answers reads but refuses the version write.
    const refusing = () =>
      new Proxy(db(), {
        get: (target, key, receiver) =>
          key === "insert"
            ? () => {
                throw new Error("database unavailable");
              }
            : Reflect.get(target, key, receiver),
      });
    const cache = createCache({ db: refusing });
    let loads = 0;
    const read = () => cache.cached(cacheTags.catalog, "k", async () => ++loads);
    expect(await read()).toBe(1);
    await expect(cache.invalidate(cacheTags.catalog)).resolves.toBeUndefined();
    expect(await read()).toBe(2);
  });
});
