import "server-only";

export { getBlogPost, listBlogCategories, listBlogPosts, relatedBlogPosts, searchBlogPosts } from "@/server/content/blog";
