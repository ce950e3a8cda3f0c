import { renderMarkdown } from "@/lib/markdown";
import { CONTENT_MAX_BYTES, previewBody } from "@/server/admin/content";
import { apiRoute } from "@/server/http/handler";

/** The editor's preview: the storefront's own renderer, which shows raw HTML as text and drops unsafe links. */
export const POST = apiRoute({ access: "staff", body: previewBody, maxBytes: CONTENT_MAX_BYTES }, async ({ body }) => ({
  html: renderMarkdown(body.markdown),
}));
