import { readingMinutes } from "@/lib/text";
import { blogPosts } from "@/server/platform/db/schema";
import { guidePosts } from "./blog-posts-guides";
import { storyPosts } from "./blog-posts-stories";
import { techPosts } from "./blog-posts-tech";
import type { ImageJob } from "./render";
import { type Exec, insertBatches } from "./sql-helpers";
import { blogCoverSvg } from "./svg-scenes";
import { SEED_BASE_DATE } from "./time";

export const blogPostDefs = [...guidePosts, ...techPosts, ...storyPosts].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));

const coverKey = (slug: string) => `blog/${slug}.webp`;

export function blogImageJobs(): ImageJob[] {
  return blogPostDefs.map((p, i) => ({
    key: coverKey(p.slug),
    svg: blogCoverSvg({ title: p.title, category: p.category, section: p.section, silhouette: p.silhouette, variant: i }),
    width: 1200,
    height: 630,
    format: "webp" as const,
  }));
}

export async function seedBlog(exec: Exec) {
  await insertBatches(
    exec,
    blogPosts,
    blogPostDefs.map((p) => ({
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      content: p.content,
      category: p.category,
      author: p.author,
      coverKey: coverKey(p.slug),
      readingMinutes: readingMinutes(p.content),
      publishedAt: new Date(p.publishedAt),
      updatedAt: SEED_BASE_DATE,
    })),
  );
  return blogPostDefs.length;
}
