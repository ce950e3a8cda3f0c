import { z } from "zod";
import { SLUG_PATTERN } from "@/lib/turkish";
import { entityId as id } from "@/shared/ids";
import { boundedText, page } from "@/shared/paging";

/**
 * Bodies of the back office's blog and content-page calls: /api/admin/content/posts (list, create, update,
 * publish), /api/admin/content/pages (create, update, publish) and the editor's Markdown preview.
 */

/**
 * New content pages live under the sections that have a page route for any path (kurumsal/…, cozum-merkezi/…,
 * yasal/…); a single-segment path would compete with catalogue slugs, so it stays with the seeded pages.
 */
export const contentSections = ["kurumsal", "cozum-merkezi", "yasal"] as const;

/** Bodies with Markdown are larger than the API's default limit. */
export const CONTENT_MAX_BYTES = 512 * 1024;

const text = boundedText("admin-content");
const markdown = text(1, 100_000, "content");
const title = text(2, 200, "title");

const blogPostInput = z.object({
  slug: text(3, 120, "slug").regex(SLUG_PATTERN, "admin-content:errors.slug"),
  title,
  excerpt: text(10, 500, "excerpt"),
  category: text(2, 60, "category"),
  author: text(2, 120, "author"),
  content: markdown,
  publishedAt: z.iso.datetime({ offset: true, error: "admin-content:errors.publishedAt" }).transform((s) => new Date(s)),
});
export type BlogPostInput = z.infer<typeof blogPostInput>;

const contentPageInput = z.object({
  title,
  metaDescription: text(0, 300, "metaDescription"),
  body: markdown,
});
export type ContentPageInput = z.infer<typeof contentPageInput>;

export const blogListBody = z.object({ page });
export const blogCreateBody = z.object({ post: blogPostInput });
export const blogUpdateBody = z.object({ postId: id, post: blogPostInput });
export const blogPublishBody = z.object({ postId: id, published: z.boolean() });
export const pageCreateBody = z.object({
  path: text(3, 120, "path").refine((path) => {
    const [section, rest, ...more] = path.split("/");
    return (contentSections as readonly string[]).includes(section ?? "") && SLUG_PATTERN.test(rest ?? "") && more.length === 0;
  }, "admin-content:errors.path"),
  page: contentPageInput,
});
export const pageUpdateBody = z.object({ pageId: id, page: contentPageInput });
export const pagePublishBody = z.object({ pageId: id, published: z.boolean() });
export const previewBody = z.object({ markdown: z.string().max(100_000) });
