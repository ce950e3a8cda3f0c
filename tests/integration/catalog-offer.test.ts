import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { homePage } from "@/server/catalog/home";
import { getProductDetail } from "@/server/catalog/product-detail";
import { loadCatalogSnapshot } from "@/server/catalog/snapshot";
import { db } from "@/server/platform/db/client";
import { products, productVariants } from "@/server/platform/db/schema";
import { cacheTags, invalidate } from "@/server/platform/runtime/cache";
import { defaultVariant } from "@/shared/catalog/variant-offer";

/** A product whose variants sell at three or more prices, with its cheapest variant made sold out. */
async function productWithSoldOutCheapestVariant() {
  const rows = await db().select().from(productVariants);
  const byProduct = Map.groupBy(rows, (v) => v.productId);
  const [productId, variants] = [...byProduct].find(([, vs]) => new Set(vs.map((v) => v.salesPrice)).size >= 3)!;
  const cheapest = variants.reduce((a, b) => (b.salesPrice < a.salesPrice ? b : a));
  await db().update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, cheapest.id));
  return { productId, cheapest };
}

describe("a product's card price", () => {
  it("is the price of the variant its page opens on, in stock, labelled as a starting price", async () => {
    const { productId, cheapest } = await productWithSoldOutCheapestVariant();
    const card = (await loadCatalogSnapshot()).productById.get(productId)!;
    const opened = defaultVariant((await getProductDetail(productId))!.variants)!;
    expect(opened.stock).toBeGreaterThan(0);
    expect(card.salesPrice).toBe(opened.salesPrice);
    expect(card.unDiscountedSalesPrice).toBe(opened.unDiscountedSalesPrice);
    expect(card.salesPrice).toBeGreaterThan(cheapest.salesPrice);
    expect(card.priceFrom).toBe(true);
  });

  it("is the product's own price, not a starting price, without variants", async () => {
    const snapshot = await loadCatalogSnapshot();
    const withVariants = new Set((await db().select({ id: productVariants.productId }).from(productVariants)).map((r) => r.id));
    const plain = snapshot.products.filter((p) => !withVariants.has(p.productId));
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.every((p) => !p.priceFrom)).toBe(true);
  });
});

describe("a sold-out product", () => {
  it("is never recommended on the home page, and counts its variants' stock", async () => {
    const before = (await homePage()).rails;
    const shown = [...before.bestSellers, ...before.newProducts, ...before.discounted, ...before.suggested].map((p) => p.productId);
    await db().update(productVariants).set({ stock: 0 }).where(inArray(productVariants.productId, shown));
    await db().update(products).set({ stock: 0 }).where(inArray(products.id, shown));
    await invalidate(cacheTags.catalog);
    const { rails } = await homePage();
    const after = [...rails.bestSellers, ...rails.newProducts, ...rails.discounted, ...rails.suggested];
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((p) => shown.includes(p.productId) || p.stock <= 0)).toEqual([]);
  });

  it("with variants is sold out when every variant is, whatever the product row says", async () => {
    const [v] = await db().select().from(productVariants).limit(1);
    await db().update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, v!.productId));
    expect((await loadCatalogSnapshot()).productById.get(v!.productId)?.stock).toBe(0);
  });
});
