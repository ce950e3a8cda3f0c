import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getBlogPost, relatedBlogPosts } from "@/modules/blog/data";
import { BlogLayout } from "@/modules/blog/templates/blog-layout";
import { BlogPostView } from "@/modules/blog/templates/blog-post";

type Params = Promise<{ slug: string }>;

// One query per request, shared by generateMetadata and the page.
const loadPost = cache(async (slug: string) => (await getBlogPost(slug)) ?? notFound());

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const post = await loadPost((await params).slug);
  const path = `/blog/${post.slug}`;
  return {
    title: post.title,
    description: post.excerpt,
    alternates: { canonical: path },
    openGraph: {
      type: "article",
      title: post.title,
      description: post.excerpt,
      url: path,
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: [post.author],
      section: post.category,
      images: post.coverUrl ? [{ url: post.coverUrl, width: 1200, height: 630 }] : undefined,
    },
  };
}

/** The post's blog layout is fed with its related posts, which the page lists under the text. */
export default async function BlogPostPage({ params }: { params: Params }) {
  const post = await loadPost((await params).slug);
  const related = await relatedBlogPosts(post);
  return (
    <BlogLayout posts={related}>
      <BlogPostView post={post} />
    </BlogLayout>
  );
}
