import { apiRoute } from "@/server/http/handler";
import { pagePublishBody, setContentPagePublished } from "@/server/services/admin-content";

export const POST = apiRoute({ access: "staff", body: pagePublishBody }, ({ body, user }) =>
  setContentPagePublished(user, body.pageId, body.published),
);
