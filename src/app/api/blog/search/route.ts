import { t } from "@/i18n/server";
import { searchBlogPosts } from "@/server/content/blog";
import { ApiError, badRequest } from "@/server/http/errors";
import { apiRoute } from "@/server/http/handler";
import { clientIp, createBatchedRateLimit } from "@/server/runtime/rate-limit";
import { BLOG_SEARCH_MIN_LENGTH } from "@/shared/content/blog-search";

/**
 * Per address and minute: typing sends at most 4 searches a second (250 ms debounce), so 120 stops scripted
 * scraping, not readers. Counted in memory and saved once a second, like the catalogue search: a database
 * write per keystroke would cost more than the search. One per process (Next.js may load this module twice).
 */
const holder = globalThis as unknown as { __lumoraBlogSearchLimit?: (key: string) => void };
const limitBlogSearch = (headers: Headers) => {
  holder.__lumoraBlogSearchLimit ??= createBatchedRateLimit({ limit: () => 120, windowSeconds: 60 });
  holder.__lumoraBlogSearchLimit(`blog-search:${clientIp(headers)}`);
};

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
  limitBlogSearch(headers);
  return searchBlogPosts(text);
});
