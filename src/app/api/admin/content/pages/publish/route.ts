import { apiRoute } from "@/server/compose/api-route";
import { setContentPagePublished } from "@/server/content/manage/pages";
import { pagePublishBody } from "@/shared/content/manage";

export const POST = apiRoute({ access: "staff", body: pagePublishBody }, ({ body, user }) =>
  setContentPagePublished(user, body.pageId, body.published),
);
