import { apiRoute } from "@/server/compose/api-route";
import { updateContentPage } from "@/server/content/manage/pages";
import { CONTENT_MAX_BYTES, pageUpdateBody } from "@/shared/content/manage";

export const POST = apiRoute({ access: "staff", body: pageUpdateBody, maxBytes: CONTENT_MAX_BYTES }, ({ body, user }) =>
  updateContentPage(user, body.pageId, body.page),
);
