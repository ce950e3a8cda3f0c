import "server-only";
import { and, count, desc, eq, lte, ne, sql } from "drizzle-orm";
import { foldTurkish, slugify } from "@/lib/turkish";
import { db } from "@/server/platform/db/client";
import { blogPosts } from "@/server/platform/db/schema";
import { BLOG_SEARCH_MIN_LENGTH } from "@/shared/content/blog-search";

/** A post as lists, cards and the search API show it. Dates are ISO strings so the shape survives JSON. */
export type BlogPostSummary = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  categorySlug: string;
  author: string;
  coverUrl: string | null;
  readingMinutes: number;
  publishedAt: string;
};

export type BlogPost = BlogPostSummary & { content: string; updatedAt: string };
export type BlogCategory = { name: string; slug: string; count: number };

export const BLOG_PAGE_SIZE = 9;
const SEARCH_LIMIT = 24;
const RELATED_LIMIT = 3;

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  author: blogPosts.author,
  coverKey: blogPosts.coverKey,
  readingMinutes: blogPosts.readingMinutes,
  publishedAt: blogPosts.publishedAt,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof blogPosts.$inferSelect)[K] };

function toSummary({ coverKey, publishedAt, ...row }: SummaryRow): BlogPostSummary {
  return {
    ...row,
    categorySlug: slugify(row.category),
    coverUrl: coverKey ? `/media/${coverKey}` : null,
    publishedAt: publishedAt.toISOString(),
  };
}

/** Shown on the storefront: published by staff and due; a post dated in the future appears once its time comes. */
export const publicBlogPost = () => and(eq(blogPosts.isPublished, true), lte(blogPosts.publishedAt, sql`now()`));
const published = publicBlogPost;

export async function listBlogCategories(): Promise<BlogCategory[]> {
  const rows = await db()
    .select({ name: blogPosts.category, count: count() })
    .from(blogPosts)
    .where(published())
    .groupBy(blogPosts.category)
    .orderBy(blogPosts.category);
  return rows.map((row) => ({ ...row, slug: slugify(row.name) }));
}

export type BlogListing = { posts: BlogPostSummary[]; page: number; pageCount: number; total: number; category: BlogCategory | null };

/** One page of published posts, newest first, optionally of one category (by its slug). Null for an unknown category. */
export async function listBlogPosts({ page = 1, categorySlug }: { page?: number; categorySlug?: string }): Promise<BlogListing | null> {
  let category: BlogCategory | null = null;
  if (categorySlug) {
    category = (await listBlogCategories()).find((c) => c.slug === categorySlug) ?? null;
    if (!category) return null;
  }
  const where = category ? and(published(), eq(blogPosts.category, category.name)) : published();
  const [{ total } = { total: 0 }] = await db().select({ total: count() }).from(blogPosts).where(where);
  const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (page > pageCount) return null;
  const rows = await db()
    .select(summaryColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE);
  return { posts: rows.map(toSummary), page, pageCount, total, category };
}

export async function getBlogPost(slug: string): Promise<BlogPost | null> {
  const [row] = await db()
    .select({ ...summaryColumns, content: blogPosts.content, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), published()))
    .limit(1);
  if (!row) return null;
  const { content, updatedAt, ...summary } = row;
  return { ...toSummary(summary), content, updatedAt: updatedAt.toISOString() };
}

/** Up to three other posts: the same category first, then the newest of the rest. */
export async function relatedBlogPosts(post: Pick<BlogPost, "id" | "category">): Promise<BlogPostSummary[]> {
  const rows = await db()
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(published(), ne(blogPosts.id, post.id)))
    .orderBy(sql`${blogPosts.category} = ${post.category} desc`, desc(blogPosts.publishedAt))
    .limit(RELATED_LIMIT);
  return rows.map(toSummary);
}

/**
 * Posts whose title, excerpt, category, author or text contain every word of the query, Turkish-folded
 * ("isik" finds "IŞIK"); posts with every word in the title come first, then the newest. Shorter queries
 * than BLOG_SEARCH_MIN_LENGTH find nothing (the page shows its own list then).
 * The blog has tens of posts, not thousands, so folding them per query is cheaper than keeping an index.
 */
export async function searchBlogPosts(text: string): Promise<BlogPostSummary[]> {
  const query = foldTurkish(text);
  if (query.length < BLOG_SEARCH_MIN_LENGTH) return [];
  const words = query.split(" ");
  const rows = await db()
    .select({ ...summaryColumns, content: blogPosts.content })
    .from(blogPosts)
    .where(published())
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  const hits: { summary: BlogPostSummary; inTitle: boolean }[] = [];
  for (const { content, ...row } of rows) {
    const title = foldTurkish(row.title);
    const haystack = foldTurkish(`${row.title} ${row.excerpt} ${row.category} ${row.author} ${content}`);
    if (words.every((word) => haystack.includes(word))) {
      hits.push({ summary: toSummary(row), inTitle: words.every((word) => title.includes(word)) });
    }
  }
  // A stable sort keeps the newest-first order within each group.
  hits.sort((a, b) => Number(b.inTitle) - Number(a.inTitle));
  return hits.slice(0, SEARCH_LIMIT).map((hit) => hit.summary);
}
