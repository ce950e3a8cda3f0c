/**
 * TRUSTED_ORIGINS, comma-separated: origins besides a request's own that may send it state-changing requests
 * (the shop's API, Better Auth and the server actions: src/server/platform/http/origin.ts, next.config.ts). Read at each
 * call, so that a test can set it.
 */
export function trustedOrigins(): string[] {
  const extra = process.env.TRUSTED_ORIGINS?.split(",").map((o) => o.trim()) ?? [];
  return extra.filter(Boolean).map((o) => new URL(o).origin);
}
