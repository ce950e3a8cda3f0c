import { and, count, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { encodeVariantSlug } from "@/lib/variant-slug";
import { shownImages } from "@/modules/catalog/templates/product-detail";
import { homePage } from "@/server/catalog/home";
import { getProductDetail } from "@/server/catalog/product-detail";
import { resolveCatalogSlug } from "@/server/catalog/slugs";
import { db } from "@/server/platform/db/client";
import { brands, media, products, productVariants, reviews } from "@/server/platform/db/schema";

async function productWithVariants() {
  const [row] = await db()
    .select({ id: products.id, slug: products.slug, n: count() })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .groupBy(products.id)
    .orderBy(products.id)
    .limit(1);
  return row!;
}

describe("resolving /{slug}", () => {
  it("finds sections, categories and brands", async () => {
    expect(await resolveCatalogSlug("makineler")).toMatchObject({ type: "category", category: { slug: "makineler", parentId: null } });
    expect(await resolveCatalogSlug("uv-murekkepler")).toMatchObject({ type: "category", category: { slug: "uv-murekkepler" } });
    const [brand] = await db().select().from(brands).limit(1);
    expect(await resolveCatalogSlug(brand!.slug)).toMatchObject({ type: "brand", brand: { id: brand!.id } });
  });

  it("finds a product with or without a variant suffix, and flags a broken suffix", async () => {
    const p = await productWithVariants();
    const [variant] = await db().select().from(productVariants).where(eq(productVariants.productId, p.id)).limit(1);
    expect(await resolveCatalogSlug(p.slug)).toEqual({
      type: "product",
      productId: p.id,
      baseSlug: p.slug,
      attributes: {},
      malformed: false,
    });
    const slug = encodeVariantSlug(p.slug, variant!.attributes);
    expect(await resolveCatalogSlug(slug)).toMatchObject({ productId: p.id, attributes: variant!.attributes, malformed: false });
    expect(await resolveCatalogSlug(encodeURIComponent(slug))).toMatchObject({ productId: p.id, attributes: variant!.attributes });
    expect(await resolveCatalogSlug(`${p.slug}-v~Renk`)).toMatchObject({ productId: p.id, malformed: true });
  });

  it("knows nothing of unknown or reserved slugs, or of variant suffixes on categories", async () => {
    expect(await resolveCatalogSlug("boyle-bir-sayfa-yok")).toBeNull();
    expect(await resolveCatalogSlug("api")).toBeNull();
    expect(await resolveCatalogSlug("makineler-v~Renk=Sar%C4%B1")).toBeNull();
  });
});

describe("the product page data", () => {
  it("has variants, images, specifications and only approved reviews", async () => {
    const p = await productWithVariants();
    const detail = (await getProductDetail(p.id))!;
    expect(detail.variants).toHaveLength(p.n);
    expect(detail.images.length).toBeGreaterThanOrEqual(2);
    expect(detail.images[0]!.src).toMatch(/^\/media\//);
    expect(detail.trail.map((c) => c.depth)).toEqual([0, 1]);
    const approved = (
      await db()
        .select({ n: count() })
        .from(reviews)
        .where(and(eq(reviews.productId, p.id), eq(reviews.status, "approved")))
    )[0]!.n;
    expect(detail.ratingCounts.reduce((a, b) => a + b, 0)).toBe(approved);
    expect(detail.reviewCount).toBe(approved);
  });

  it("shows a colour of an ink series in its own photo, first in the gallery, served as an image", async () => {
    const [series] = await db().select().from(products).where(eq(products.slug, "pigmentra-sublimasyon-murekkep-neon-serisi"));
    const detail = (await getProductDetail(series!.id))!;
    const colour = (name: string) => detail.variants.find((v) => v.attributes.Renk === name)!;
    const [cyan, magenta] = [colour("Cyan"), colour("Magenta")];
    expect(magenta.image?.src).toMatch(/^\/media\/products\/.+-magenta\.webp$/);
    expect(magenta.image?.alt).toContain("Magenta");
    expect(magenta.image!.src).not.toBe(cyan.image?.src);
    expect(magenta.image!.src).not.toBe(detail.images[0]!.src);
    // Every volume of one colour shares its photo.
    for (const v of detail.variants) expect(v.image?.src).toBe(colour(v.attributes.Renk!).image?.src);
    const images = shownImages(detail, magenta);
    expect(images[0]).toEqual(magenta.image);
    expect(images).toHaveLength(detail.images.length + 1);
    expect(shownImages(detail, undefined)).toEqual(detail.images);
    const [stored] = await db()
      .select({ type: media.contentType })
      .from(media)
      .where(eq(media.key, magenta.image!.src.replace("/media/", "")));
    expect(stored).toEqual({ type: "image/webp" });
  });

  it("never shows a pending or rejected review", async () => {
    const [hidden] = await db()
      .select({ id: reviews.id, productId: reviews.productId })
      .from(reviews)
      .where(ne(reviews.status, "approved"))
      .limit(1);
    expect(hidden, "the demo store has unapproved reviews").toBeDefined();
    const detail = (await getProductDetail(hidden!.productId))!;
    expect(detail.reviews.some((r) => r.id === hidden!.id)).toBe(false);
  });

  it("is missing for unknown products", async () => {
    expect(await getProductDetail(999_999)).toBeNull();
  });
});

describe("the home page data", () => {
  it("has slides, the four sections, product rails and blog posts", async () => {
    const home = await homePage();
    expect(home.slides.length).toBeGreaterThanOrEqual(3);
    expect(home.slides.every((s) => s.image.startsWith("/media/") && s.href.startsWith("/"))).toBe(true);
    expect(home.sections.map((s) => s.slug)).toEqual(["makineler", "sarf-malzemeler", "uv-kurleme", "uygulamalar"]);
    expect(home.sections.every((s) => s.productCount > 0)).toBe(true);
    expect(home.rails.bestSellers.every((p) => p.isBestSellingProduct)).toBe(true);
    expect(home.rails.discounted.every((p) => p.salesPrice < p.unDiscountedSalesPrice)).toBe(true);
    expect(home.rails.newProducts.length).toBeGreaterThan(0);
    expect(home.rails.suggested.length).toBeGreaterThan(0);
    expect(home.posts.length).toBe(3);
  });
});
