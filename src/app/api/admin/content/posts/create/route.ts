import { apiRoute } from "@/server/compose/api-route";
import { createBlogPost } from "@/server/content/manage/pages";
import { blogCreateBody, CONTENT_MAX_BYTES } from "@/shared/content/manage";

export const POST = apiRoute({ access: "staff", body: blogCreateBody, maxBytes: CONTENT_MAX_BYTES }, ({ body, user }) =>
  createBlogPost(user, body.post),
);
