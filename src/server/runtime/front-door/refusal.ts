import "server-only";
import type http from "node:http";
import { escapeHtml } from "@/lib/text";
import { UNAVAILABLE_RETRY_SECONDS } from "@/server/platform/db/availability";
import { errorAnswer } from "@/server/platform/http/answer";
import { ApiError } from "@/server/platform/http/errors";
import { sendAnswer } from "@/server/platform/http/node-bridge";
import type { Refuse } from "./admission";

const codes = { 408: "request_timeout", 413: "payload_too_large", 503: "server_busy" } as const;

const page = (message: string) =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${message}</title></head><body><p>${message}</p></body></html>`;

/** Answers `error` as {code, message} to an API request, as a plain page to a page request. */
function answer(req: http.IncomingMessage, res: http.ServerResponse, error: ApiError, headers: Record<string, string>) {
  if ((req.url ?? "").startsWith("/api/")) void sendAnswer(res, errorAnswer(error), headers);
  else res.writeHead(error.status, { ...headers, "content-type": "text/html; charset=utf-8" }).end(page(escapeHtml(error.message)));
}

/**
 * How the admission's refusals are answered (./admission.ts): an API request gets the {code, message} envelope, a
 * page a plain page saying the same, both with `headers` (the security headers). 503 says when to try again; 408
 * and 413 come before the body was read in full, so the connection is closed instead of waiting for the rest.
 */
export function refusal(headers: Record<string, string>, retryAfterSeconds: number): Refuse {
  return (req, res, status) => {
    const own: Record<string, string> = status === 503 ? { "retry-after": String(retryAfterSeconds) } : { connection: "close" };
    answer(req, res, new ApiError(status, codes[status]), { ...headers, ...own });
  };
}

/**
 * While the database is down (src/server/platform/db/availability.ts): 503 with Retry-After, to pages and API alike,
 * before any body is read (so the connection is closed after it).
 */
export function unavailable(headers: Record<string, string>) {
  const own = { ...headers, "retry-after": String(UNAVAILABLE_RETRY_SECONDS), "cache-control": "no-store", connection: "close" };
  return (req: http.IncomingMessage, res: http.ServerResponse) => answer(req, res, new ApiError(503, "database_unavailable"), own);
}
