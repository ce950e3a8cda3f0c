import { apiRoute } from "@/server/http/handler";
import { blogPublishBody, setBlogPostPublished } from "@/server/services/admin-content";

export const POST = apiRoute({ access: "staff", body: blogPublishBody }, ({ body, user }) =>
  setBlogPostPublished(user, body.postId, body.published),
);
