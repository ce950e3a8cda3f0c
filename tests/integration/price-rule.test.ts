import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportCsv } from "@/app/api/admin/products/export/route";
import { POST as importCsv } from "@/app/api/admin/products/import/route";
import { POST as updateProduct } from "@/app/api/admin/products/update/route";
import { parseCsv, writeCsv } from "@/lib/csv";
import { PRICE_RULE_MS } from "@/lib/price-rule";
import { expireShownDiscounts, loadPriceRule } from "@/server/catalog/price-history";
import { getProductDetail } from "@/server/catalog/product-detail";
import { loadCatalogSnapshot } from "@/server/catalog/snapshot";
import { db } from "@/server/platform/db/client";
import { cacheVersions, priceHistory, products, productVariants } from "@/server/platform/db/schema";
import { cacheTags, invalidate } from "@/server/platform/runtime/cache";
import { call } from "../support/api";
import { staffSession } from "../support/staff";

const DAY = 86_400_000;
let staff = "";
beforeAll(async () => {
  staff = await staffSession();
});

const historyOf = (productId: number, variantId: number | null = null) =>
  db()
    .select({ price: priceHistory.price, startsAt: priceHistory.startsAt })
    .from(priceHistory)
    .where(
      and(
        eq(priceHistory.productId, productId),
        variantId === null ? isNull(priceHistory.variantId) : eq(priceHistory.variantId, variantId),
      ),
    )
    .orderBy(priceHistory.startsAt, priceHistory.id);

/** Replaces an item's history with prices that started the given days before `at`, and sets its live price to the last. */
async function rewrite(
  productId: number,
  variantId: number | null,
  at: number,
  steps: [price: number, daysBefore: number][],
  listPrice = 50_000,
) {
  await db()
    .delete(priceHistory)
    .where(
      and(
        eq(priceHistory.productId, productId),
        variantId === null ? isNull(priceHistory.variantId) : eq(priceHistory.variantId, variantId),
      ),
    );
  await db()
    .insert(priceHistory)
    .values(steps.map(([price, d]) => ({ productId, variantId, price, startsAt: new Date(at - d * DAY) })));
  const price = steps.at(-1)?.[0] as number;
  const set = { salesPrice: price, unDiscountedSalesPrice: listPrice };
  if (variantId === null) await db().update(products).set(set).where(eq(products.id, productId));
  else await db().update(productVariants).set(set).where(eq(productVariants.id, variantId));
}

const catalogVersion = async () => (await db().select().from(cacheVersions).where(eq(cacheVersions.tag, "catalog")))[0]?.version ?? 0;

async function productWithVariants() {
  const [row] = await db()
    .select({ productId: productVariants.productId, n: count() })
    .from(productVariants)
    .groupBy(productVariants.productId)
    .having(gt(count(), 1))
    .orderBy(desc(productVariants.productId))
    .limit(1);
  const variants = await db()
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, row!.productId))
    .orderBy(productVariants.id);
  return { productId: row!.productId, variants };
}

describe("price history", () => {
  it("the seed gives every product and variant a history ending at its live price, a demo discount its list price before it", async () => {
    const latest = await db().execute<{ missing: number }>(sql`
      select count(*)::int as missing from products p
      where p.sales_price is distinct from (select h.price from price_history h where h.product_id = p.id and h.variant_id is null
        order by h.starts_at desc, h.id desc limit 1)`);
    expect(Number((latest as unknown as { rows: { missing: number }[] }).rows?.[0]?.missing ?? -1)).toBe(0);
    const [discounted] = await db()
      .select()
      .from(products)
      .where(
        and(
          gt(products.unDiscountedSalesPrice, products.salesPrice),
          sql`not exists (select 1 from product_variants v where v.product_id = ${products.id})`,
        ),
      )
      .limit(1);
    const h = await historyOf(discounted!.id);
    expect(h.map((r) => r.price)).toEqual([discounted!.unDiscountedSalesPrice, discounted!.salesPrice]);
    const { productId, variants } = await productWithVariants();
    expect((await historyOf(productId, variants[0]!.id)).at(-1)?.price).toBe(variants[0]!.salesPrice);
  });

  it("a staff edit records a changed price, and an edit that keeps the price records nothing", async () => {
    const [p] = await db().select().from(products).orderBy(products.id).offset(3).limit(1);
    const body = {
      productId: p!.id,
      name: p!.name,
      salesPrice: p!.salesPrice - 100,
      unDiscountedSalesPrice: p!.unDiscountedSalesPrice,
      stock: p!.stock,
      isNewProduct: p!.isNewProduct,
      isBestSellingProduct: p!.isBestSellingProduct,
      isSuggestedProduct: p!.isSuggestedProduct,
      isActive: p!.isActive,
    };
    const before = (await historyOf(p!.id)).length;
    expect((await call(updateProduct, "/api/admin/products/update", { cookie: staff, body })).status).toBe(200);
    expect((await historyOf(p!.id)).at(-1)?.price).toBe(p!.salesPrice - 100);
    expect(
      (await call(updateProduct, "/api/admin/products/update", { cookie: staff, body: { ...body, stock: p!.stock + 1 } })).status,
    ).toBe(200);
    expect(await historyOf(p!.id)).toHaveLength(before + 1);
  });

  it("a CSV import records the prices it changed", async () => {
    const exported = await call(exportCsv, "/api/admin/products/export", { cookie: staff, method: "GET" });
    const [head, ...rows] = parseCsv(exported.text).map((r) => r.fields);
    const row = [...rows[6]!];
    const [p] = await db().select().from(products).where(eq(products.code, row[0]!));
    row[2] = "777,00";
    row[3] = "900,00";
    const res = await call(importCsv, "/api/admin/products/import", { cookie: staff, body: { csv: writeCsv([head!, row]) } });
    expect(res.status).toBe(200);
    expect((await historyOf(p!.id)).at(-1)?.price).toBe(77_700);
  });
});

describe("the 30-day rule", () => {
  it("100 for 40 days, 150 for 10, then 120: no previous price; a price only ever 150 before 120: 150 struck", async () => {
    const { productId, variants } = await productWithVariants();
    const [a, b] = variants;
    const now = Date.now();
    await rewrite(productId, a!.id, now, [
      [10_000, 50],
      [15_000, 10],
      [12_000, 0],
    ]);
    await rewrite(productId, b!.id, now, [
      [15_000, 50],
      [12_000, 0],
    ]);
    const rule = await loadPriceRule([productId], new Date(now));
    expect(rule({ productId, variantId: a!.id, salesPrice: 12_000, unDiscountedSalesPrice: 50_000 })).toBe(12_000);
    expect(rule({ productId, variantId: b!.id, salesPrice: 12_000, unDiscountedSalesPrice: 50_000 })).toBe(15_000);

    const detail = await loadFresh(productId);
    expect(detail.variants.find((v) => v.id === a!.id)).toMatchObject({ salesPrice: 12_000, unDiscountedSalesPrice: 12_000 });
    expect(detail.variants.find((v) => v.id === b!.id)).toMatchObject({ salesPrice: 12_000, unDiscountedSalesPrice: 15_000 });

    const later = await loadPriceRule([productId], new Date(now + PRICE_RULE_MS));
    expect(later({ productId, variantId: b!.id, salesPrice: 12_000, unDiscountedSalesPrice: 50_000 })).toBe(12_000);
  });

  it("listings and cards show a product's struck price only while the rule allows it", async () => {
    const [p] = await db()
      .select()
      .from(products)
      .where(sql`not exists (select 1 from product_variants v where v.product_id = ${products.id}) and ${products.isActive}`)
      .orderBy(products.id)
      .offset(10)
      .limit(1);
    await rewrite(p!.id, null, Date.now(), [
      [40_000, 45],
      [30_000, 1],
    ]);
    const shown = (await loadCatalogSnapshot()).productById.get(p!.id);
    expect(shown).toMatchObject({ salesPrice: 30_000, unDiscountedSalesPrice: 40_000, discount: 25, isDiscountedProduct: true });

    await rewrite(p!.id, null, Date.now(), [
      [20_000, 45],
      [40_000, 10],
      [30_000, 1],
    ]);
    const hidden = (await loadCatalogSnapshot()).productById.get(p!.id);
    expect(hidden).toMatchObject({ salesPrice: 30_000, unDiscountedSalesPrice: 30_000, discount: 0, isDiscountedProduct: false });
  });

  it("when a discount's 30 days end, the scheduled job moves the catalogue version on; with none ending it does not", async () => {
    const [p] = await db().select().from(products).orderBy(products.id).offset(12).limit(1);
    const now = Date.now();
    await rewrite(p!.id, null, now, [
      [40_000, 45],
      [30_000, 30],
    ]);
    const version = await catalogVersion();
    expect(await expireShownDiscounts(new Date(now + 60_000), 6 * 60_000)).toEqual({ expired: true });
    expect(await catalogVersion()).toBe(version + 1);
    expect(await expireShownDiscounts(new Date(now + 10 * 60_000), 6 * 60_000)).toEqual({ expired: false });
    expect(await catalogVersion()).toBe(version + 1);
  });
});

/** The product page loaded anew, as after any catalogue change. */
async function loadFresh(productId: number) {
  await invalidate(cacheTags.catalog);
  const detail = await getProductDetail(productId);
  if (!detail) throw new Error("no product");
  return detail;
}
