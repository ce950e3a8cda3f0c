import { blogPublishBody, setBlogPostPublished } from "@/server/admin/content";
import { apiRoute } from "@/server/http/handler";

export const POST = apiRoute({ access: "staff", body: blogPublishBody }, ({ body, user }) =>
  setBlogPostPublished(user, body.postId, body.published),
);
