import "server-only";
import fs from "node:fs";
import path from "node:path";

type Manifest = { staticRoutes?: { page: string }[]; dynamicRoutes?: { page: string; regex: string }[] };

/** Requests for no known route (a mistyped address, a scanner's probes) share one label. */
export const UNKNOWN_ROUTE = "(unmatched)";

/**
 * The route pattern of a request path ("/urun/[slug]", never "/urun/kirmizi-kazak"), from the build's routes
 * manifest (`.next/routes-manifest.json`): the label of the request metrics and the access log, so that their set
 * of values is the app's routes and not every URL asked for. `fixed` are the front door's own routes.
 */
export function routePatterns(manifest: Manifest, fixed: readonly string[] = []): (pathname: string) => string {
  const known = new Set([...fixed, ...(manifest.staticRoutes ?? []).map((route) => route.page)]);
  const dynamic = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return (pathname) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    if (known.has(trimmed)) return trimmed;
    if (trimmed.startsWith("/_next/")) return "/_next/*";
    return dynamic.find((route) => route.regex.test(trimmed))?.page ?? UNKNOWN_ROUTE;
  };
}

/** The running build's manifest; none (a test without a build): only the front door's own routes are named. */
export function buildRoutePatterns(fixed: readonly string[], dir = path.join(process.cwd(), ".next")) {
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, "routes-manifest.json"), "utf8"));
  } catch {}
  return routePatterns(manifest, fixed);
}
