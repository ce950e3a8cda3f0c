"use client";
import type { ReactNode } from "react";
import { BlogCard } from "./blog-card";
import { useBlogPosts } from "./blog-posts-provider";

/** The provider's posts as cards: the page's list, or the search results while there are any. */
export function BlogPostGrid({ headingLevel = 2, label }: { headingLevel?: 2 | 3; label?: string }) {
  const { posts } = useBlogPosts();
  if (posts.length === 0) return null;
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <BlogCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Things that only belong to the page's own list (its pagination), hidden while search results show. */
export function WhenNotSearching({ children }: { children: ReactNode }) {
  const { results } = useBlogPosts();
  return results ? null : children;
}
