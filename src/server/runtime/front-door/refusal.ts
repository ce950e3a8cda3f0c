import "server-only";
import { escapeHtml } from "@/lib/text";
import { errorAnswer } from "@/server/platform/http/answer";
import { ApiError } from "@/server/platform/http/errors";
import { sendAnswer } from "@/server/platform/http/node-bridge";
import type { Refuse } from "./admission";

const codes = { 408: "request_timeout", 413: "payload_too_large", 503: "server_busy" } as const;

const page = (message: string) =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${message}</title></head><body><p>${message}</p></body></html>`;

/**
 * How the admission's refusals are answered (./admission.ts): an API request gets the {code, message} envelope, a
 * page a plain page saying the same, both with `headers` (the security headers). 503 says when to try again; 408
 * and 413 come before the body was read in full, so the connection is closed instead of waiting for the rest.
 */
export function refusal(headers: Record<string, string>, retryAfterSeconds: number): Refuse {
  return (req, res, status) => {
    const error = new ApiError(status, codes[status]);
    const own: Record<string, string> = status === 503 ? { "retry-after": String(retryAfterSeconds) } : { connection: "close" };
    if ((req.url ?? "").startsWith("/api/")) void sendAnswer(res, errorAnswer(error, own), headers);
    else res.writeHead(status, { ...headers, ...own, "content-type": "text/html; charset=utf-8" }).end(page(escapeHtml(error.message)));
  };
}
