import { updateContentPage } from "@/server/admin/content";
import { apiRoute } from "@/server/compose/api-route";
import { CONTENT_MAX_BYTES, pageUpdateBody } from "@/shared/admin/content";

export const POST = apiRoute({ access: "staff", body: pageUpdateBody, maxBytes: CONTENT_MAX_BYTES }, ({ body, user }) =>
  updateContentPage(user, body.pageId, body.page),
);
