import { expect, test } from "@playwright/test";
import { type OwnServer, startOwnServer } from "./support/own-server";

/**
 * Security headers the running server decides (docs/SECURITY.md): the project's server has an http site URL; a
 * second server on the same build, started here with an https one, must send HSTS and upgrade-insecure-requests.
 */

const HSTS = "strict-transport-security";

/** The project's own server: same build, http site URL. */
test("an http site sends no HSTS, and a path that merely starts with api or media still gets the CSP", async ({ request }) => {
  for (const path of ["/", "/api/health", "/kurumsal/hakkimizda"]) expect((await request.get(path)).headers()[HSTS], path).toBeUndefined();
  expect((await request.get("/")).headers()["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  for (const path of ["/mediafoo", "/apiary"]) {
    const csp = (await request.get(path)).headers()["content-security-policy"] ?? "";
    expect(csp, path).toMatch(/script-src 'self' 'nonce-[^']+'/);
  }
});

test("a datasheet under /media downloads instead of opening in the shop's origin", async ({ request }) => {
  const [product] = await (await request.post("/api/catalog/search", { data: { searchQuery: "uv1200" } })).json();
  const html = await (await request.get(`/${product.slug}`)).text();
  const pdf = /\/media\/datasheets\/[^"]+\.pdf/.exec(html)?.[0];
  expect(pdf, "the product page links its datasheet").toBeTruthy();
  const res = await request.get(pdf!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["content-disposition"]).toBe("attachment");
  expect(res.headers()["content-security-policy"]).toContain("sandbox");
});

test.describe("the same build with an https site URL", () => {
  let server: OwnServer | undefined;
  let base = "";

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startOwnServer("https", { STORE_SITE_URL: "https://shop.lumora.example" });
    base = server.base;
  });

  test.afterAll(() => server?.stop());

  test("sends HSTS on pages, cached pages, API answers and files, and upgrade-insecure-requests in the CSP", async () => {
    for (const path of ["/", "/", "/kurumsal/hakkimizda", "/api/health", "/robots.txt"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get(HSTS), path).toMatch(/^max-age=\d+/);
    }
    const csp = (await fetch(`${base}/`)).headers.get("content-security-policy");
    expect(csp).toContain("upgrade-insecure-requests");
  });
});
