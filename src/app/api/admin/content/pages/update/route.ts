import { CONTENT_MAX_BYTES, pageUpdateBody, updateContentPage } from "@/server/admin/content";
import { apiRoute } from "@/server/http/handler";

export const POST = apiRoute({ access: "staff", body: pageUpdateBody, maxBytes: CONTENT_MAX_BYTES }, ({ body, user }) =>
  updateContentPage(user, body.pageId, body.page),
);
