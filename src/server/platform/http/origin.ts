import "server-only";
import { trustedOrigins } from "@/config/trusted-origins";
import { ApiError } from "./errors";

/**
 * This request's own origin: the scheme and host it was sent to, as scripts/serve.ts settled them
 * (X-Forwarded-Host and X-Forwarded-Proto count only from a trusted proxy, src/server/platform/http/forwarded.ts);
 * the request's URL when it carries no Host (a route handler called directly).
 */
export function ownOrigin(headers: Headers, url: string): string {
  const fallback = new URL(url);
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  if (!host) return fallback.origin;
  const scheme = headers.get("x-forwarded-proto") ?? fallback.protocol.slice(0, -1);
  return URL.canParse(`${scheme}://${host}`) ? new URL(`${scheme}://${host}`).origin : fallback.origin;
}

/** The origins a request may come from: its own, whatever address the shop is served at, and TRUSTED_ORIGINS. */
export const allowedOrigins = (headers: Headers, url: string) => [ownOrigin(headers, url), ...trustedOrigins()];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF guard for state-changing requests: a browser always sends Origin on them, so a foreign or "null"
 * Origin is refused. A request without Origin comes from a non-browser client (curl, a server), which
 * cannot ride on a shopper's cookies, so it passes. `reads`: a GET is held to the same rule (the live channel,
 * whose answer is the shopper's own events).
 */
export function assertTrustedOrigin(req: { method: string; headers: Headers; url: string }, reads = false) {
  if (SAFE_METHODS.has(req.method) && !reads) return;
  const origin = req.headers.get("origin");
  if (origin === null) return;
  if (!allowedOrigins(req.headers, req.url).includes(origin)) throw new ApiError(403, "invalid_origin");
}
