import "server-only";
import type http from "node:http";
import { observeRequest } from "@/server/platform/metrics";
import { logger } from "@/server/platform/runtime/log";
import type { Answered } from "@/server/platform/tracing";
import { REQUEST_ID_HEADER, requestIdFrom } from "./request-id";

/**
 * Gives the request its id (the proxy's X-Request-Id when well formed, else a new one), returns it as a response
 * header, and once the answer is sent (or the client left) writes one access log line and the request metrics. The
 * line holds the method, the route's pattern (never the path's values nor the query), the status, the milliseconds
 * and the id: no address, no cookie, no personal data. `aborted`: the client left before the answer was complete.
 * `answered` is handed the same route and status (the request's trace span).
 */
export function trackRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  routeOf: (pathname: string) => string,
  answered: Answered = () => {},
): string {
  const started = performance.now();
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  res.setHeader("X-Request-Id", requestId);
  const method = req.method ?? "GET";
  res.once("close", () => {
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf((req.url ?? "/").split("?")[0] ?? "/");
    const status = res.statusCode;
    observeRequest(route, method, status, seconds);
    answered(route, status);
    const aborted = !res.writableFinished;
    logger.info({ requestId, method, route, status, ms: Math.round(seconds * 1000), ...(aborted ? { aborted } : {}) }, "request");
  });
  return requestId;
}
