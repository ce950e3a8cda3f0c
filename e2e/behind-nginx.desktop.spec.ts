import { type APIRequestContext, expect, request, test } from "@playwright/test";
import pg from "pg";
import { type Nginx, startNginx } from "../scripts/lib/nginx";
import { placeBankTransferOrder } from "./support/checkout";
import { type OwnServer, startOwnServer } from "./support/own-server";
import { returningVisitor } from "./support/shell";
import { e2eStaff, passSecondFactor } from "./support/staff";

/**
 * The deployment recipe, run: deploy/nginx/lumora.conf (TLS, HTTP/2, the build's files from disk) in front of two
 * instances on one PostgreSQL, as docs/DEPLOY.md sets them up. PostgreSQL only (PGlite is one process's database):
 * playwright.config.ts leaves this file out when TEST_DATABASE_URL is not set, as vitest.config.ts leaves out the
 * PostgreSQL project, and npm test says so when it starts.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) throw new Error("e2e/behind-nginx.desktop.spec.ts needs PostgreSQL: set TEST_DATABASE_URL");
test.describe.configure({ mode: "serial", timeout: 180_000 });

// Ports after the ones playwright.config.ts gives its servers and the local iyzico.
const tlsPort = Number(process.env.E2E_PORT ?? 3100) + 20;
const base = `https://localhost:${tlsPort}`;
test.use({ baseURL: base, ignoreHTTPSErrors: true, storageState: returningVisitor(base) });

const scratch = "lumora_e2e_nginx";
const product = "lumora-eco-solvent-hat-yikama-sivisi-500-ml";
let instances: OwnServer[] = [];
let nginx: Nginx | undefined;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

const portOf = (server: OwnServer) => Number(new URL(server.base).port);

test.beforeAll(async () => {
  test.setTimeout(400_000);
  await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${scratch}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${scratch}`;
  const env = {
    DATABASE_URL: url.toString(),
    DATABASE_POOL_SIZE: "5",
    STORE_SITE_URL: base,
    TRUST_PROXY: "1",
    AUTH_RATE_LIMIT: "off",
    CART_RATE_LIMIT: "off",
  };
  // One after the other: the first migrates and seeds the empty database, the second finds it ready.
  instances.push(await startOwnServer("nginx-a", env));
  instances.push(await startOwnServer("nginx-b", env));
  nginx = await startNginx({ tlsPort, plainPort: tlsPort + 1, upstreams: instances.map(portOf) }, ".data-e2e/nginx");
});

test.afterAll(async () => {
  await nginx?.stop();
  for (const server of instances) server.stop();
  await expect.poll(() => instances.some((server) => server.running()), { timeout: 40_000 }).toBe(false);
  await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  instances = [];
});

/** A client of nginx's, signed in as `who` (the API's origin check asks for the shop's public origin). */
async function signedIn(who: { email: string; password: string }): Promise<APIRequestContext> {
  const client = await request.newContext({ baseURL: base, ignoreHTTPSErrors: true });
  const res = await passSecondFactor(client, await client.post("/api/auth/sign-in/email", { data: who, headers: { origin: base } }), base);
  expect(res.ok()).toBe(true);
  return client;
}

/** Sends staff's request to one instance directly, with the headers nginx would add. */
async function throughInstance(server: OwnServer, staff: APIRequestContext, path: string, body: unknown) {
  const cookie = (await staff.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return fetch(`${server.base}${path}`, {
    method: "POST",
    headers: {
      cookie,
      origin: base,
      "content-type": "application/json",
      "x-forwarded-host": `localhost:${tlsPort}`,
      "x-forwarded-proto": "https",
      "x-forwarded-for": "127.0.0.1",
    },
    body: JSON.stringify(body),
  });
}

test("a shopper browses, signs up and orders over HTTP/2 and TLS, and a change made on either instance reaches their open page", async ({
  page,
}) => {
  const plain = await fetch(`http://localhost:${tlsPort + 1}/makineler`, { redirect: "manual" });
  // The plain listener sends every address to https (port 443 in the recipe).
  expect([plain.status, plain.headers.get("location")]).toEqual([301, "https://localhost/makineler"]);

  await page.goto("/");
  expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe(
    "h2",
  );
  // The build's files come from nginx's disk, cached for a year.
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute("src");
  const file = await page.request.get(script!);
  expect(file.status()).toBe(200);
  expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(file.headers().etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);

  const customer = { name: "Deniz Kaya", email: `nginx-${Date.now()}@example.com`, password: "Baslangic2026" };
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { ...customer, acceptedMembershipAgreement: true },
    headers: { origin: base },
  });
  expect(signUp.status()).toBe(200);
  const signIn = await page.request.post("/api/auth/sign-in/email", { data: customer, headers: { origin: base } });
  expect(signIn.ok()).toBe(true);
  const number = await placeBankTransferOrder(page, product);

  const opened = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/live" && res.status() === 200);
  await page.goto("/account/my-orders");
  await opened;
  const row = page.getByRole("listitem").filter({ hasText: number });
  await expect(row.getByText("Ödeme bekleniyor")).toBeVisible();

  const staff = await signedIn({ email: e2eStaff.email, password: e2eStaff.password() });
  const found = await staff.post("/api/admin/orders", { data: { query: number }, headers: { origin: base } });
  const orderId = (await found.json()).items[0].id as number;
  // The shopper's channel is held by one of the two: one of these changes crosses to the other instance.
  const steps = [
    { server: instances[0]!, status: "paid", shown: "Ödendi" },
    { server: instances[1]!, status: "shipped", shown: "Kargoya verildi" },
  ];
  for (const { server, status, shown } of steps) {
    const res = await throughInstance(server, staff, "/api/admin/orders/change-status", { orderId, status });
    expect(res.status).toBe(200);
    await expect(row.getByText(shown)).toBeVisible({ timeout: 2000 });
  }
  await staff.dispose();
});

test("an instance stopped with SIGTERM in the middle of traffic: every request through nginx is answered", async () => {
  const client = await request.newContext({ baseURL: base, ignoreHTTPSErrors: true });
  const paths = ["/", "/makineler", `/${product}`, "/search?q=m%C3%BCrekkep", "/api/health/ready", "/api/health"];
  const failures: string[] = [];
  const answered = { before: 0, after: 0 };
  let stopped = false;
  let done = false;
  const browse = async (offset: number) => {
    for (let i = offset; !done; i++) {
      const path = paths[i % paths.length]!;
      const res = await client.get(path, { maxRedirects: 0 }).catch((err: Error) => err);
      if (res instanceof Error || res.status() >= 400) failures.push(`${path}: ${res instanceof Error ? res.message : res.status()}`);
      else answered[stopped ? "after" : "before"]++;
    }
  };
  const shoppers = Array.from({ length: 6 }, (_, i) => browse(i));
  await expect.poll(() => answered.before, { timeout: 30_000 }).toBeGreaterThan(30);
  const [, second] = instances;
  second!.stop();
  await expect.poll(() => second!.running(), { timeout: 40_000 }).toBe(false);
  stopped = true;
  await expect.poll(() => answered.after, { timeout: 30_000 }).toBeGreaterThan(30);
  done = true;
  await Promise.all(shoppers);
  expect(failures).toEqual([]);
  await client.dispose();
});
