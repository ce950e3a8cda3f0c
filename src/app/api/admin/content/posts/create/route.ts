import { createBlogPost } from "@/server/admin/content";
import { apiRoute } from "@/server/compose/api-route";
import { blogCreateBody, CONTENT_MAX_BYTES } from "@/shared/admin/content";

export const POST = apiRoute({ access: "staff", body: blogCreateBody, maxBytes: CONTENT_MAX_BYTES }, ({ body, user }) =>
  createBlogPost(user, body.post),
);
