import fs from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { isReservedSlug } from "@/lib/reserved-slugs";
import { db } from "@/server/platform/db/client";
import * as s from "@/server/platform/db/schema";
import { seedDemo, seedScale } from "../../seed";
import { slides } from "../../seed/navigation";
import { SLIDE_ILLUSTRATION_LEFT, SLIDE_TEXT, slideTitleLines } from "../../seed/svg-scenes";

const total = async (table: PgTable) => (await db().select({ n: count() }).from(table))[0]!.n;

describe("the demo store", () => {
  it("has a demo catalogue of 150+ products, 8+ brands, 12+ posts and the four sections", async () => {
    expect(await total(s.products)).toBeGreaterThanOrEqual(150);
    expect(await total(s.brands)).toBeGreaterThanOrEqual(8);
    expect(await total(s.blogPosts)).toBeGreaterThanOrEqual(12);
    expect(await total(s.productVariants)).toBeGreaterThan(0);
    const sections = await db().select({ slug: s.categories.slug }).from(s.categories).where(eq(s.categories.depth, 0));
    expect(sections.map((r) => r.slug).sort()).toEqual(["makineler", "sarf-malzemeler", "uv-kurleme", "uygulamalar"]);
  });

  it("prints the datasheets with their Turkish letters and no price, which would go stale", async () => {
    const sheets = await db().select().from(s.media).where(sql`${s.media.key} LIKE 'datasheets/%'`);
    expect(sheets.length).toBeGreaterThan(0);
    const texts: string[] = [];
    for (const sheet of sheets) {
      const pdf = await getDocumentProxy(new Uint8Array(sheet.bytes));
      const { text } = await extractText(pdf, { mergePages: true });
      expect(text).toContain("Teknik Veri Sayfası – Ürün kodu");
      expect(text).toContain("Lumora Baskı Teknolojileri A.Ş.");
      expect(text).not.toMatch(/fiyat|\d TL|₺/i);
      texts.push(text);
    }
    expect(texts.some((text) => text.includes("Yazıcı"))).toBe(true);
    expect(texts.join(" ")).toMatch(/ş.*ğ|ğ.*ş/s);
  });

  it("keeps the hero slides' titles clear of their illustration (measured in the bold face the slides name first)", () => {
    const bold = fontkit.create(fs.readFileSync("src/server/platform/pdf/fonts/DejaVuSans-Bold.ttf"));
    const width = (line: string) => (bold.layout(line).advanceWidth / bold.unitsPerEm) * SLIDE_TEXT.titleSize;
    for (const { title } of slides) {
      const lines = slideTitleLines(title);
      expect(lines.join(" ")).toBe(title);
      for (const line of lines) expect(SLIDE_TEXT.left + width(line), line).toBeLessThan(SLIDE_ILLUSTRATION_LEFT);
    }
    expect(slideTitleLines("Orijinal Mürekkeplerde Avantaj").length).toBeGreaterThan(1);
  });

  it("gives every product 2 to 5 images and a unique, unreserved slug", async () => {
    const perProduct = await db()
      .select({ productId: s.productImages.productId, n: count() })
      .from(s.productImages)
      .groupBy(s.productImages.productId);
    expect(perProduct.length).toBe(await total(s.products));
    for (const row of perProduct) {
      expect(row.n).toBeGreaterThanOrEqual(2);
      expect(row.n).toBeLessThanOrEqual(5);
    }
    const slugs = await db().select().from(s.urlSlugs);
    expect(slugs.some((r) => isReservedSlug(r.slug))).toBe(false);
    expect(slugs.length).toBe((await total(s.products)) + (await total(s.brands)) + (await total(s.categories)));
  });

  it("has the navigation the shell needs: a popup with an image, slides, and hidden child types", async () => {
    const nav = await db().select().from(s.navigationItems);
    const popup = nav.filter((n) => n.type === "popup");
    expect(popup).toHaveLength(1);
    expect(popup[0]!.images.length).toBeGreaterThan(0);
    expect(nav.filter((n) => n.type === "slide").length).toBeGreaterThanOrEqual(3);
    expect(nav.filter((n) => n.depth === 0 && n.showInMainMenu).length).toBeGreaterThan(5);
  });

  it("has the demo accounts, contract documents, content pages and settings", async () => {
    const users = await db()
      .select({ email: s.user.email, role: s.user.role })
      .from(s.user)
      .where(sql`${s.user.email} like '%@lumora.example'`);
    expect(users).toEqual(
      expect.arrayContaining([
        { email: "demo@lumora.example", role: "customer" },
        { email: "admin@lumora.example", role: "staff" },
      ]),
    );
    expect(await total(s.contractDocuments)).toBe(1);
    const pages = (await db().select({ path: s.contentPages.path }).from(s.contentPages)).map((p) => p.path);
    expect(pages).toEqual(
      expect.arrayContaining(["kurumsal/hakkimizda", "yasal/cerez-politikasi", "cozum-merkezi/yardim-destek", "brochure"]),
    );
    const settings = await db().select().from(s.storeSettings).where(eq(s.storeSettings.key, "popularCategories"));
    expect(settings[0]?.value).toEqual(expect.arrayContaining([expect.anything()]));
  });

  it("counts only approved reviews in a product's rating", async () => {
    const rows = await db().execute<{ mismatches: number }>(sql`
      select count(*)::int as mismatches from products p
      where p.review_count <> (select count(*) from reviews r where r.product_id = p.id and r.status = 'approved')`);
    expect(rows.rows[0]!.mismatches).toBe(0);
  });

  it("is idempotent, and the scale seed adds products once", async () => {
    const before = await total(s.products);
    expect(await seedDemo(db())).toEqual({ seeded: false });
    expect(await total(s.products)).toBe(before);
    await seedScale(db(), 300);
    await seedScale(db(), 300);
    expect(await total(s.products)).toBe(before + 300);
  });
});
