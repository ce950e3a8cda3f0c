/**
 * A blog post as the storefront sees it (publicBlogPost in src/server/content/blog.ts): live, waiting for its
 * date, or a draft. The back office shows it beside each post.
 */
export const blogPostState = (post: { isPublished: boolean; publishedAt: Date }, now = new Date()) =>
  !post.isPublished ? "draft" : post.publishedAt <= now ? "published" : "scheduled";
