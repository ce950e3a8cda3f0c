import { renderMarkdown } from "@/lib/markdown";
import { apiRoute } from "@/server/compose/api-route";
import { CONTENT_MAX_BYTES, previewBody } from "@/shared/content/manage";

/** The editor's preview: the storefront's own renderer, which shows raw HTML as text and drops unsafe links. */
export const POST = apiRoute({ access: "staff", body: previewBody, maxBytes: CONTENT_MAX_BYTES }, async ({ body }) => ({
  html: renderMarkdown(body.markdown),
}));
