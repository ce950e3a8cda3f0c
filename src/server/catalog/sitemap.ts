import "server-only";
import { asc, eq } from "drizzle-orm";
import { isRedirected } from "@/config/redirects";
import { publicBlogPost } from "@/server/content";
import { db } from "@/server/platform/db/client";
import { blogPosts, brands, categories, contentPages, products } from "@/server/platform/db/schema";
import { cached, cacheTags } from "@/server/platform/runtime/cache";
import { CAMPAIGNS_PATH } from "@/shared/catalog/listing-query";

export type SitemapPath = { path: string; lastModified?: Date };

/** Every public page a crawler should know: catalogue, blog and content pages (paths, without the site URL). */
export async function sitemapPaths(): Promise<SitemapPath[]> {
  const [catalogue, content] = await Promise.all([
    cached(cacheTags.catalog, "sitemap", async () => {
      const [categoryRows, brandRows, productRows] = await Promise.all([
        db().select({ slug: categories.slug }).from(categories).orderBy(asc(categories.depth), asc(categories.order), asc(categories.id)),
        db().select({ slug: brands.slug }).from(brands).orderBy(asc(brands.slug)),
        db()
          .select({ slug: products.slug, updatedAt: products.updatedAt })
          .from(products)
          .where(eq(products.isActive, true))
          .orderBy(asc(products.id)),
      ]);
      return [
        { path: CAMPAIGNS_PATH },
        ...categoryRows.map((c) => ({ path: `/${c.slug}` })),
        ...brandRows.map((b) => ({ path: `/${b.slug}` })),
        ...productRows.map((p) => ({ path: `/${p.slug}`, lastModified: p.updatedAt })),
      ];
    }),
    cached(
      cacheTags.content,
      "sitemap",
      async () => {
        const [posts, pages] = await Promise.all([
          db()
            .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
            .from(blogPosts)
            .where(publicBlogPost())
            .orderBy(asc(blogPosts.publishedAt)),
          db()
            .select({ path: contentPages.path, updatedAt: contentPages.updatedAt })
            .from(contentPages)
            .where(eq(contentPages.isPublished, true))
            .orderBy(asc(contentPages.path)),
        ]);
        return [
          { path: "/blog" },
          ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastModified: p.updatedAt })),
          ...pages.map((p) => ({ path: `/${p.path}`, lastModified: p.updatedAt })),
        ];
      },
      { ttlMs: 60_000 },
    ),
  ]);
  // A content page may live at a path that is also a fixed route (e.g. "contact"): list it once. One at an older
  // path that redirects is reached at its destination: a crawler is given only addresses that answer 200.
  const unique = new Map<string, SitemapPath>();
  for (const entry of [{ path: "/" }, ...catalogue, { path: "/contact" }, ...content])
    if (!unique.has(entry.path) && !isRedirected(entry.path)) unique.set(entry.path, entry);
  return [...unique.values()];
}
