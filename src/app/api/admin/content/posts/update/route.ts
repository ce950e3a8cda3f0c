import { apiRoute } from "@/server/compose/api-route";
import { updateBlogPost } from "@/server/content/manage/pages";
import { blogUpdateBody, CONTENT_MAX_BYTES } from "@/shared/content/manage";

export const POST = apiRoute({ access: "staff", body: blogUpdateBody, maxBytes: CONTENT_MAX_BYTES }, ({ body, user }) =>
  updateBlogPost(user, body.postId, body.post),
);
