import { apiRoute } from "@/server/compose/api-route";
import { setBlogPostPublished } from "@/server/content/manage/pages";
import { blogPublishBody } from "@/shared/content/manage";

export const POST = apiRoute({ access: "staff", body: blogPublishBody }, ({ body, user }) =>
  setBlogPostPublished(user, body.postId, body.published),
);
