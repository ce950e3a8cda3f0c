import { updateBlogPost } from "@/server/admin/content";
import { apiRoute } from "@/server/compose/api-route";
import { blogUpdateBody, CONTENT_MAX_BYTES } from "@/shared/admin/content";

export const POST = apiRoute({ access: "staff", body: blogUpdateBody, maxBytes: CONTENT_MAX_BYTES }, ({ body, user }) =>
  updateBlogPost(user, body.postId, body.post),
);
