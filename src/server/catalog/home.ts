import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { mediaUrl } from "@/lib/media-url";
import { publicBlogPost } from "@/server/content";
import { db } from "@/server/platform/db/client";
import { blogPosts, navigationItems } from "@/server/platform/db/schema";
import { cached, cacheTags } from "@/server/platform/runtime/cache";
import { type CatalogSnapshot, type CategoryNode, catalogSnapshot, categorySubtree, type ProductListItem } from "./snapshot";

export type HomeSlide = { id: number; title: string; image: string; href: string };
export type HomeSection = CategoryNode & { productCount: number };
export type HomeBlogPost = { slug: string; title: string; excerpt: string; cover: string | null; publishedAt: string };
export type HomeRails = {
  bestSellers: ProductListItem[];
  newProducts: ProductListItem[];
  discounted: ProductListItem[];
  suggested: ProductListItem[];
};

const RAIL_SIZE = 8;
const BLOG_POSTS = 3;

/** Top-level navigation items of type slide, in menu order. */
export function homeSlides(): Promise<HomeSlide[]> {
  return cached(cacheTags.navigation, "home-slides", async () => {
    const rows = await db()
      .select()
      .from(navigationItems)
      .where(and(eq(navigationItems.type, "slide"), eq(navigationItems.depth, 0)))
      .orderBy(asc(navigationItems.order), asc(navigationItems.id));
    return rows.flatMap((r) => (r.images[0] ? [{ id: r.id, title: r.name, image: r.images[0], href: r.link || r.href }] : []));
  });
}

export function latestBlogPosts(): Promise<HomeBlogPost[]> {
  return cached(
    cacheTags.content,
    "home-blog",
    async () => {
      const rows = await db()
        .select({
          slug: blogPosts.slug,
          title: blogPosts.title,
          excerpt: blogPosts.excerpt,
          coverKey: blogPosts.coverKey,
          publishedAt: blogPosts.publishedAt,
        })
        .from(blogPosts)
        .where(publicBlogPost())
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(BLOG_POSTS);
      return rows.map((r) => ({
        slug: r.slug,
        title: r.title,
        excerpt: r.excerpt,
        cover: r.coverKey ? mediaUrl(r.coverKey) : null,
        publishedAt: r.publishedAt.toISOString(),
      }));
    },
    { ttlMs: 60_000 },
  );
}

function homeSections(snapshot: CatalogSnapshot): HomeSection[] {
  return [...snapshot.categories.values()]
    .filter((c) => c.parentId === null)
    .sort((a, b) => a.order - b.order)
    .map((c) => {
      const ids = categorySubtree(snapshot, c.id);
      return { ...c, productCount: snapshot.products.filter((p) => ids.has(p.categoryId)).length };
    });
}

/** Up to eight products the shopper can buy now: sold-out products are never recommended. */
function rail(
  products: ProductListItem[],
  keep: (p: ProductListItem) => boolean,
  order: (a: ProductListItem, b: ProductListItem) => number,
) {
  return products
    .filter((p) => p.stock > 0 && keep(p))
    .sort((a, b) => order(a, b) || a.productId - b.productId)
    .slice(0, RAIL_SIZE);
}

function homeRails(snapshot: CatalogSnapshot): HomeRails {
  const all = snapshot.products;
  return {
    bestSellers: rail(
      all,
      (p) => p.isBestSellingProduct,
      (a, b) => b.soldCount - a.soldCount,
    ),
    newProducts: rail(
      all,
      (p) => p.isNewProduct,
      (a, b) => b.createdAt - a.createdAt,
    ),
    discounted: rail(
      all,
      (p) => p.isDiscountedProduct,
      (a, b) => b.discount - a.discount,
    ),
    suggested: rail(
      all,
      (p) => p.isSuggestedProduct,
      (a, b) => b.rating - a.rating,
    ),
  };
}

// Sections and rails depend on the snapshot alone: computed once per snapshot, not per page view.
const derived = new WeakMap<CatalogSnapshot, { sections: HomeSection[]; rails: HomeRails }>();

function derivedParts(snapshot: CatalogSnapshot) {
  let parts = derived.get(snapshot);
  if (!parts) {
    parts = { sections: homeSections(snapshot), rails: homeRails(snapshot) };
    derived.set(snapshot, parts);
  }
  return parts;
}

export async function homePage() {
  const [snapshot, slides, posts] = await Promise.all([catalogSnapshot(), homeSlides(), latestBlogPosts()]);
  return { slides, posts, ...derivedParts(snapshot) };
}

/** One rail's products, as the home page lists them (POST /api/catalog/home-rail). */
export async function homeRail(name: keyof HomeRails): Promise<ProductListItem[]> {
  return derivedParts(await catalogSnapshot()).rails[name];
}
