import { apiRoute } from "@/server/compose/api-route";
import { createContentPage } from "@/server/content/manage/pages";
import { CONTENT_MAX_BYTES, pageCreateBody } from "@/shared/content/manage";

export const POST = apiRoute({ access: "staff", body: pageCreateBody, maxBytes: CONTENT_MAX_BYTES }, ({ body, user }) =>
  createContentPage(user, body.path, body.page),
);
