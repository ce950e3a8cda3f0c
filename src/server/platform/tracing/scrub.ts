import type { Context } from "@opentelemetry/api";
import type { ReadableSpan, Span, SpanProcessor } from "@opentelemetry/sdk-trace-base";

/**
 * Attributes that hold a whole URL or its query, which other libraries' spans set (Next.js's request span sets
 * `http.target` to the path and query as asked, its fetch spans `http.url`): a shopper's e-mail in a query, an
 * order's token in a path. Removed from every span before it is sent; the route's pattern stays.
 */
const URL_ATTRIBUTES = ["http.target", "http.url", "url.full", "url.path", "url.query"];

/** `next` (the span batcher) handed only spans without URL attributes. */
export function withoutUrls(next: SpanProcessor): SpanProcessor {
  return {
    onStart: (span: Span, parent: Context) => next.onStart(span, parent),
    onEnd: (span: ReadableSpan) => {
      for (const key of URL_ATTRIBUTES) delete span.attributes[key];
      next.onEnd(span);
    },
    forceFlush: () => next.forceFlush(),
    shutdown: () => next.shutdown(),
  };
}
