import { setBlogPostPublished } from "@/server/admin/content";
import { apiRoute } from "@/server/compose/api-route";
import { blogPublishBody } from "@/shared/admin/content";

export const POST = apiRoute({ access: "staff", body: blogPublishBody }, ({ body, user }) =>
  setBlogPostPublished(user, body.postId, body.published),
);
