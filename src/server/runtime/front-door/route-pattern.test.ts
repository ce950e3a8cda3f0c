import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildRoutePatterns, routePatterns, UNKNOWN_ROUTE } from "./route-pattern";

// The shape Next.js writes into .next/routes-manifest.json.
const manifest = {
  staticRoutes: [
    { page: "/", regex: "^/(?:/)?$" },
    { page: "/sepet", regex: "^/sepet(?:/)?$" },
  ],
  dynamicRoutes: [
    { page: "/urun/[slug]", regex: "^/urun/([^/]+?)(?:/)?$" },
    { page: "/media/[...path]", regex: "^/media/(.+?)(?:/)?$" },
  ],
};

describe("route patterns", () => {
  const routeOf = routePatterns(manifest, ["/api/health/live"]);

  it("names a request by its route's pattern, never by the values in its path", () => {
    expect(routeOf("/urun/kirmizi-kazak")).toBe("/urun/[slug]");
    expect(routeOf("/media/a/b/c.webp")).toBe("/media/[...path]");
    expect(routeOf("/sepet/")).toBe("/sepet");
    expect(routeOf("/")).toBe("/");
    expect(routeOf("/api/health/live")).toBe("/api/health/live");
    expect(routeOf("/_next/static/chunks/x.js")).toBe("/_next/*");
  });

  it("gives every unknown path one label", () => {
    expect(new Set(["/wp-login.php", "/urun/a/b", "/.env"].map(routeOf))).toEqual(new Set([UNKNOWN_ROUTE]));
  });

  it("reads the build's manifest, and without a build names only the fixed routes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "routes-"));
    expect(buildRoutePatterns(["/metrics"], dir)("/urun/x")).toBe(UNKNOWN_ROUTE);
    fs.writeFileSync(path.join(dir, "routes-manifest.json"), JSON.stringify(manifest));
    expect(buildRoutePatterns(["/metrics"], dir)("/urun/x")).toBe("/urun/[slug]");
    fs.rmSync(dir, { recursive: true });
  });
});
