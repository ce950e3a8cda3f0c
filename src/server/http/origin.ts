import "server-only";
import { storeConfig } from "@/config/store";
import { ApiError } from "./errors";

/** The site URL plus TRUSTED_ORIGINS: the origins allowed to send state-changing requests (ours and Better Auth's). */
export function trustedOrigins(): string[] {
  const extra = process.env.TRUSTED_ORIGINS?.split(",").map((o) => o.trim()) ?? [];
  return [new URL(storeConfig.siteUrl).origin, ...extra.filter(Boolean).map((o) => new URL(o).origin)];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF guard for state-changing requests: a browser always sends Origin on them, so a foreign or "null"
 * Origin is refused. A request without Origin comes from a non-browser client (curl, a server), which
 * cannot ride on a shopper's cookies, so it passes.
 */
export function assertTrustedOrigin(req: { method: string; headers: Headers }) {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get("origin");
  if (origin === null) return;
  if (!trustedOrigins().includes(origin)) throw new ApiError(403, "invalid_origin");
}
