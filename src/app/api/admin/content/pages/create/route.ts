import { createContentPage } from "@/server/admin/content";
import { apiRoute } from "@/server/compose/api-route";
import { CONTENT_MAX_BYTES, pageCreateBody } from "@/shared/admin/content";

export const POST = apiRoute({ access: "staff", body: pageCreateBody, maxBytes: CONTENT_MAX_BYTES }, ({ body, user }) =>
  createContentPage(user, body.path, body.page),
);
