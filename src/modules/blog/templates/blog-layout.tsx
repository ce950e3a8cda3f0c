import type { ReactNode } from "react";
import { ShopLayout } from "@/modules/layout/templates/shop-layout";
import type { BlogPostSummary } from "@/server/content/blog";
import { BlogPostsProvider, type BlogSearchResults } from "../components/blog-posts-provider";

/** What the blog's cards and its search translate with. */
const BLOG_TEXTS = ["content:blog"];

/**
 * The "blog" layout wraps a blog-posts provider fed by the page's posts. App Router layouts cannot
 * see a page's data, so blog pages render this layout themselves with their posts.
 */
export function BlogLayout({
  posts,
  search,
  children,
}: {
  posts: BlogPostSummary[];
  search?: BlogSearchResults | null;
  children: ReactNode;
}) {
  return (
    <ShopLayout
      name="blog"
      namespaces={BLOG_TEXTS}
      provider={(content) => (
        <BlogPostsProvider posts={posts} initial={search}>
          {content}
        </BlogPostsProvider>
      )}
    >
      {children}
    </ShopLayout>
  );
}
