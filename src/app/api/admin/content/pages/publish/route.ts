import { setContentPagePublished } from "@/server/admin/content";
import { apiRoute } from "@/server/compose/api-route";
import { pagePublishBody } from "@/shared/admin/content";

export const POST = apiRoute({ access: "staff", body: pagePublishBody }, ({ body, user }) =>
  setContentPagePublished(user, body.pageId, body.published),
);
