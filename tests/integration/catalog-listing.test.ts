import { and, count, eq, gt, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listProducts } from "@/server/catalog/listing";
import type { ListingBase } from "@/server/catalog/snapshot";
import { db } from "@/server/platform/db/client";
import { categories, products } from "@/server/platform/db/schema";

async function section(slug: string) {
  const [row] = await db().select().from(categories).where(eq(categories.slug, slug));
  const ids = [
    row!.id,
    ...(await db().select({ id: categories.id }).from(categories).where(eq(categories.parentId, row!.id))).map((c) => c.id),
  ];
  return { id: row!.id, ids };
}

const countWhere = async (where: ReturnType<typeof and>) => (await db().select({ n: count() }).from(products).where(where))[0]!.n;

describe("a section listing", () => {
  it("lists the whole section, 12 a page, with crawlable page numbers", async () => {
    const s = await section("sarf-malzemeler");
    const base: ListingBase = { kind: "category", categoryId: s.id };
    const total = await countWhere(and(inArray(products.categoryId, s.ids), eq(products.isActive, true)));
    const first = await listProducts(base, {});
    expect(first.total).toBe(total);
    expect(first.products).toHaveLength(12);
    expect(first.pageCount).toBe(Math.ceil(total / 12));
    const second = await listProducts(base, { page: "2" });
    expect(second.page).toBe(2);
    const firstIds = new Set(first.products.map((p) => p.productId));
    expect(second.products.some((p) => firstIds.has(p.productId))).toBe(false);
    // A page past the end shows the last page, and says so to its links and canonical address.
    const last = await listProducts(base, { page: String(first.pageCount) });
    const past = await listProducts(base, { page: "99" });
    expect(past).toMatchObject({ page: first.pageCount, query: { page: first.pageCount } });
    expect(past.products).toEqual(last.products);
  });

  it("offers subcategories, brands, prices, stock and attributes as facets whose counts match the result", async () => {
    const s = await section("sarf-malzemeler");
    const base: ListingBase = { kind: "category", categoryId: s.id };
    const listing = await listProducts(base, {});
    const params = listing.facets.map((f) => f.param);
    expect(params).toEqual(expect.arrayContaining(["category", "brand", "price", "stock"]));
    expect(params.some((p) => p.startsWith("a."))).toBe(true);

    for (const facet of listing.facets) {
      const option = facet.options[0]!;
      const chosen = await listProducts(base, { [facet.param]: option.value });
      expect(chosen.total, `${facet.param}=${option.value}`).toBe(option.count);
    }
  });

  it("combines facets: values of one facet widen, different facets narrow", async () => {
    const s = await section("makineler");
    const base: ListingBase = { kind: "category", categoryId: s.id };
    const brands = (await listProducts(base, {})).facets.find((f) => f.param === "brand")!.options;
    expect(brands.length).toBeGreaterThan(1);
    const [a, b] = brands;
    const both = await listProducts(base, { brand: [a!.value, b!.value] });
    expect(both.total).toBe(a!.count + b!.count);
    const inStock = await listProducts(base, { brand: [a!.value, b!.value], stock: "1" });
    expect(inStock.total).toBeLessThanOrEqual(both.total);
    expect(inStock.products.every((p) => p.stock > 0)).toBe(true);
    expect(inStock.total).toBe(both.facets.find((f) => f.param === "stock")!.options[0]!.count);
  });

  it("sorts by price, newest, sales and rating", async () => {
    const s = await section("sarf-malzemeler");
    const base: ListingBase = { kind: "category", categoryId: s.id };
    const ordered = (values: number[], dir: 1 | -1) => values.every((v, i) => i === 0 || dir * (v - values[i - 1]!) >= 0);
    expect(
      ordered(
        (await listProducts(base, { sort: "price-asc" })).products.map((p) => p.salesPrice),
        1,
      ),
    ).toBe(true);
    expect(
      ordered(
        (await listProducts(base, { sort: "price-desc" })).products.map((p) => p.salesPrice),
        -1,
      ),
    ).toBe(true);
    expect(
      ordered(
        (await listProducts(base, { sort: "newest" })).products.map((p) => p.createdAt),
        -1,
      ),
    ).toBe(true);
    expect(
      ordered(
        (await listProducts(base, { sort: "best-selling" })).products.map((p) => p.soldCount),
        -1,
      ),
    ).toBe(true);
    expect(
      ordered(
        (await listProducts(base, { sort: "top-rated" })).products.map((p) => p.rating),
        -1,
      ),
    ).toBe(true);
  });

  it("filters by a price range in lira, both ends included", async () => {
    const s = await section("makineler");
    const listing = await listProducts({ kind: "category", categoryId: s.id }, { price: "100000-500000" });
    expect(listing.total).toBeGreaterThan(0);
    expect(listing.products.every((p) => p.salesPrice >= 10_000_000 && p.salesPrice <= 50_000_000)).toBe(true);
  });

  it("shows an empty result, not an error, when nothing matches", async () => {
    const s = await section("sarf-malzemeler");
    const listing = await listProducts({ kind: "category", categoryId: s.id }, { price: "1-2" });
    expect(listing).toMatchObject({ total: 0, products: [], page: 1, pageCount: 1 });
  });
});

describe("brand and search listings", () => {
  it("lists a brand's products and offers no brand facet on its own page", async () => {
    const [brand] = await db()
      .select({ id: products.brandId, n: count() })
      .from(products)
      .where(gt(products.brandId, 0))
      .groupBy(products.brandId)
      .limit(1);
    const listing = await listProducts({ kind: "brand", brandId: brand!.id! }, {});
    expect(listing.total).toBe(brand!.n);
    expect(listing.facets.some((f) => f.param === "brand")).toBe(false);
  });

  it("keeps the search order for recommended and drops ids that are not products", async () => {
    const ids = (await db().select({ id: products.id }).from(products).orderBy(products.id).limit(5)).map((r) => r.id).reverse();
    const listing = await listProducts({ kind: "products", productIds: [...ids, 999_999] }, {});
    expect(listing.products.map((p) => p.productId)).toEqual(ids);
    expect(listing.total).toBe(5);
  });
});
