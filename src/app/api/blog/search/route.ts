import { t } from "@/i18n/server";
import { apiRoute } from "@/server/compose/api-route";
import { searchBlogPosts } from "@/server/content/blog";
import { ApiError, badRequest } from "@/server/platform/http/errors";
import { limitBlogSearchRate } from "@/server/platform/runtime/search-rate-limit";
import { BLOG_SEARCH_MIN_LENGTH } from "@/shared/content/blog-search";

/**
 * The body is the search text itself (docs/API.md), whatever Content-Type the client's JSON helper put on it
 * ("uv mürekkep"). A JSON-encoded string or number ("\"uv\"", 2026) is read as that text; a JSON object or
 * array is not a search text and is refused.
 */
function searchTextOf(body: string, contentType: string): string {
  if (!contentType.includes("json")) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    if (/^\s*[[{]/.test(body)) throw new ApiError(400, "invalid_json");
    return body;
  }
  if (typeof parsed === "string" || typeof parsed === "number") return String(parsed);
  throw new ApiError(400, "validation_failed");
}

export const POST = apiRoute({ rawText: true, maxBytes: 1024 }, async ({ body, headers }) => {
  // rawText routes get the body as a string; the handler's Context type only knows JSON bodies.
  const text = searchTextOf(body as unknown as string, headers.get("content-type") ?? "").trim();
  if (text.length < BLOG_SEARCH_MIN_LENGTH) throw badRequest("query_too_short", t("content:blog.search.tooShort"));
  limitBlogSearchRate(headers);
  return searchBlogPosts(text);
});
