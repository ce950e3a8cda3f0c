import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { expect, test } from "@playwright/test";

/**
 * Security headers the running server decides (docs/SECURITY.md): the project's server has an http site URL; a
 * second server on the same build, started here with an https one, must send HSTS and upgrade-insecure-requests.
 */

const HSTS = "strict-transport-security";

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

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
  let server: ChildProcess | undefined;
  let base = "";

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const dataDir = ".data-e2e/https";
    server = spawn("node_modules/.bin/tsx", ["scripts/e2e-server.ts"], {
      detached: true,
      stdio: "ignore",
      env: {
        ...process.env,
        PORT: String(port),
        STORE_SITE_URL: "https://shop.lumora.example",
        BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456",
        DATA_DIR: dataDir,
        PGLITE_DIR: `${dataDir}/pglite`,
        LOG_LEVEL: "warn",
      },
    });
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, { timeout: 200_000, intervals: [1000] })
      .toBe(200);
  });

  test.afterAll(() => {
    // The server and its child (scripts/serve.ts) share the process group made for them.
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
  });

  test("sends HSTS on pages, cached pages, API answers and files, and upgrade-insecure-requests in the CSP", async () => {
    for (const path of ["/", "/", "/kurumsal/hakkimizda", "/api/health", "/robots.txt"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get(HSTS), path).toMatch(/^max-age=\d+/);
    }
    const csp = (await fetch(`${base}/`)).headers.get("content-security-policy");
    expect(csp).toContain("upgrade-insecure-requests");
  });
});
