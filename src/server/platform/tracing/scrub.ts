import type { Context } from "@opentelemetry/api";
import type { ReadableSpan, Span, SpanProcessor } from "@opentelemetry/sdk-trace-base";

/**
 * Attributes that hold a whole URL or its query, which other libraries' spans set (Next.js's request span sets
 * `http.target` to the path and query as asked, its fetch spans `http.url`): a shopper's e-mail in a query, an
 * order's token in a path. Removed from every span before it is sent; the route's pattern stays. A URL in a span's
 * name (Next.js's "fetch GET https://…") is cut to its scheme and host. An error recorded by a library keeps its
 * type and loses its message and stack, and a span's status its message: a failed query's message quotes its
 * values, a mail server's refusal the address.
 */
const URL_ATTRIBUTES = ["http.target", "http.url", "url.full", "url.path", "url.query"];
const ERROR_TEXT = ["exception.message", "exception.stacktrace"];
const URL_IN_NAME = /\b([a-z][a-z0-9+.-]*:\/\/[^/?#\s]+)\S*/gi;

/** `next` (the span batcher) handed only spans without URLs or error texts. */
export function withoutUrls(next: SpanProcessor): SpanProcessor {
  return {
    onStart: (span: Span, parent: Context) => next.onStart(span, parent),
    onEnd: (span: ReadableSpan) => {
      for (const key of URL_ATTRIBUTES) delete span.attributes[key];
      // An ended span's name can no longer be updated through the API; the SDK's span object holds it as a field.
      (span as { name: string }).name = span.name.replace(URL_IN_NAME, "$1");
      for (const event of span.events) for (const key of ERROR_TEXT) if (event.attributes) delete event.attributes[key];
      (span as { status: { code: number } }).status = { code: span.status.code };
      next.onEnd(span);
    },
    forceFlush: () => next.forceFlush(),
    shutdown: () => next.shutdown(),
  };
}
