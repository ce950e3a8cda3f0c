import { CONTENT_MAX_BYTES, createContentPage, pageCreateBody } from "@/server/admin/content";
import { apiRoute } from "@/server/http/handler";

export const POST = apiRoute({ access: "staff", body: pageCreateBody, maxBytes: CONTENT_MAX_BYTES }, ({ body, user }) =>
  createContentPage(user, body.path, body.page),
);
