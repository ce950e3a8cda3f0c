import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, httpsOnly, runtimeSecurityHeaders, staticSecurityHeaders } from "./security-headers";

describe("security headers", () => {
  it("are https-only in production when the running server's site URL is https", () => {
    expect(httpsOnly("https://lumora.example", true)).toBe(true);
    expect(httpsOnly("http://localhost:3000", true)).toBe(false);
    // Development serves over http whatever the site URL says.
    expect(httpsOnly("https://lumora.example", false)).toBe(false);
  });

  it("add HSTS and upgrade-insecure-requests only when https-only", () => {
    expect(runtimeSecurityHeaders(true)).toEqual({ "Strict-Transport-Security": expect.stringContaining("max-age=") });
    expect(contentSecurityPolicy("bm9uY2U=", true)).toContain("upgrade-insecure-requests");
    expect(runtimeSecurityHeaders(false)).toEqual({});
    expect(contentSecurityPolicy("bm9uY2U=", false)).not.toContain("upgrade-insecure-requests");
  });

  it("leave nothing that depends on the environment in the headers written into the build", () => {
    expect(staticSecurityHeaders.map((h) => h.key)).toEqual([
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "X-Frame-Options",
    ]);
  });
});
