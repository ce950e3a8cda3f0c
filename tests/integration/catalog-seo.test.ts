import { eq, lte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { isRedirected, permanentRedirects } from "@/config/redirects";
import { storeConfig } from "@/config/store";
import { db } from "@/server/platform/db/client";
import { blogPosts, brands, categories, contentPages, products } from "@/server/platform/db/schema";

describe("/sitemap.xml", () => {
  it("lists every product, category, brand, published blog post and content page once", async () => {
    const urls = (await sitemap()).map((e) => e.url);
    const expected = [
      ...(await db().select({ slug: products.slug }).from(products).where(eq(products.isActive, true))).map((r) => `/${r.slug}`),
      ...(await db().select({ slug: categories.slug }).from(categories)).map((r) => `/${r.slug}`),
      ...(await db().select({ slug: brands.slug }).from(brands)).map((r) => `/${r.slug}`),
      ...(await db().select({ slug: blogPosts.slug }).from(blogPosts).where(lte(blogPosts.publishedAt, new Date()))).map(
        (r) => `/blog/${r.slug}`,
      ),
      ...(await db().select({ path: contentPages.path }).from(contentPages)).map((r) => `/${r.path}`).filter((path) => !isRedirected(path)),
    ].map((path) => new URL(path, storeConfig.siteUrl).toString());
    expect(expected.length).toBeGreaterThan(150);
    expect(urls).toEqual(expect.arrayContaining(expected));
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((u) => u.startsWith(storeConfig.siteUrl))).toBe(true);
  });

  it("lists no address that redirects", async () => {
    const paths = new Set((await sitemap()).map((e) => new URL(e.url).pathname));
    const redirecting = permanentRedirects.filter((r) => paths.has(r.source));
    expect(redirecting).toEqual([]);
    expect(permanentRedirects.some((r) => paths.has(r.destination))).toBe(true);
  });
});

describe("/robots.txt", () => {
  it("points at the sitemap and keeps crawlers out of private areas", () => {
    const r = robots();
    expect(r.sitemap).toBe(new URL("/sitemap.xml", storeConfig.siteUrl).toString());
    const rules = Array.isArray(r.rules) ? r.rules[0] : r.rules;
    expect(rules?.disallow).toEqual(expect.arrayContaining(["/api/", "/account", "/admin", "/checkout"]));
  });
});
