import "server-only";
import type http from "node:http";
import { isDecodablePath } from "@/lib/uri";
import { ApiError, badRequest } from "@/server/platform/http/errors";
import { toApiRequest } from "@/server/platform/http/node-bridge";
import { assertTrustedOrigin } from "@/server/platform/http/origin";
import { isRouterState, ROUTER_STATE_HEADER } from "@/server/platform/http/router-state";

/** The methods the shop answers; any other (TRACE, PROPFIND, ...) is refused before anyone reads the request. */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** U+0000 once the URL is decoded: it is only ever written %00 (a raw one does not get past Node's parser). */
const NUL = /%00/i;

/**
 * What the front door refuses before the page cache, the API or Next.js see a request, each with a 4xx that Next.js
 * would answer with a 500 or that would reach the database as bad text: a method the shop does not serve (405), a
 * path that does not decode or a URL that holds U+0000 (400), a router state header the framework cannot read
 * (400), and a page post (a server action) from an origin the shop does not trust (403, as the API answers one).
 */
export function malformedRequest(req: http.IncomingMessage): ApiError | null {
  const method = req.method ?? "GET";
  if (!METHODS.includes(method)) return new ApiError(405, "method_not_allowed", undefined, { allow: METHODS.join(", ") });
  const url = req.url ?? "/";
  if (!isDecodablePath(url) || NUL.test(url)) return badRequest("invalid_path");
  const state = req.headers[ROUTER_STATE_HEADER];
  if (state !== undefined && (typeof state !== "string" || !isRouterState(state))) return badRequest("invalid_header");
  if (method === "POST" && !url.startsWith("/api/")) {
    try {
      assertTrustedOrigin(toApiRequest(req));
    } catch (error) {
      return error as ApiError;
    }
  }
  return null;
}
