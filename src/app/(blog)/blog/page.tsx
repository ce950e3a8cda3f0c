import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { listBlogCategories, listBlogPosts, searchBlogPosts } from "@/modules/blog/data";
import { BlogIndex } from "@/modules/blog/templates/blog-index";
import { BlogLayout } from "@/modules/blog/templates/blog-layout";
import { BLOG_SEARCH_MIN_LENGTH } from "@/shared/content/blog-search";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** ?page= is a positive integer (absent is 1); anything else is not a page of the blog. */
function readParams(params: Record<string, string | string[] | undefined>) {
  const rawPage = one(params.page);
  const page = rawPage === undefined ? 1 : /^[1-9]\d{0,4}$/.test(rawPage) ? Number(rawPage) : null;
  return { page, category: one(params.category) || undefined, query: (one(params.q) ?? "").trim().slice(0, 100) };
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { page, category, query } = readParams(await searchParams);
  const categoryName = category ? (await listBlogCategories()).find((c) => c.slug === category)?.name : undefined;
  const base = categoryName ? t("content:blog.categoryTitle", { category: categoryName }) : t("content:blog.title");
  const title = page && page > 1 ? t("content:blog.pageTitle", { title: base, page }) : base;
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page && page > 1) params.set("page", String(page));
  const canonical = params.size > 0 ? `/blog?${params}` : "/blog";
  // Search result pages are for people, not for the index.
  return { title, description: t("content:blog.description"), alternates: { canonical }, robots: query ? { index: false } : undefined };
}

export default async function BlogPage({ searchParams }: { searchParams: SearchParams }) {
  const { page, category, query } = readParams(await searchParams);
  if (page === null) notFound();
  const [listing, categories] = await Promise.all([listBlogPosts({ page, categorySlug: category }), listBlogCategories()]);
  if (!listing) notFound();
  const search = query.length >= BLOG_SEARCH_MIN_LENGTH ? { query, posts: await searchBlogPosts(query) } : null;
  return (
    <BlogLayout posts={listing.posts} search={search}>
      <BlogIndex listing={listing} categories={categories} />
    </BlogLayout>
  );
}
