import { blogCreateBody, CONTENT_MAX_BYTES, createBlogPost } from "@/server/admin/content";
import { apiRoute } from "@/server/http/handler";

export const POST = apiRoute({ access: "staff", body: blogCreateBody, maxBytes: CONTENT_MAX_BYTES }, ({ body, user }) =>
  createBlogPost(user, body.post),
);
