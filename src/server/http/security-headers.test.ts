import { afterEach, describe, expect, it, vi } from "vitest";

/** The headers as a fresh server process under this environment would send them (they are read once, at load). */
async function headersUnder(env: Record<string, string>) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  vi.resetModules();
  const { contentSecurityPolicy, staticSecurityHeaders } = await import("./security-headers");
  return { csp: contentSecurityPolicy("bm9uY2U="), names: staticSecurityHeaders.map((h) => h.key) };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("security headers", () => {
  it("add HSTS and upgrade-insecure-requests in production over https", async () => {
    const { csp, names } = await headersUnder({ NODE_ENV: "production", STORE_SITE_URL: "https://lumora.example" });
    expect(names).toContain("Strict-Transport-Security");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("leave HSTS out over plain http, where a browser would be locked out of the shop", async () => {
    const { csp, names } = await headersUnder({ NODE_ENV: "production", STORE_SITE_URL: "http://localhost:3000" });
    expect(names).not.toContain("Strict-Transport-Security");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(names).toEqual(expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy", "X-Frame-Options"]));
  });
});
