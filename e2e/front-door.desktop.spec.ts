import { expect, test } from "@playwright/test";

// The front door before Next.js (docs/adr/0010): the instant search and the guest page cache, on the real server.

const cspNonce = (csp = "") => /'nonce-([^']+)'/.exec(csp)?.[1];
const origin = () => new URL(test.info().project.use.baseURL!).origin;

test("a guest's page comes from the cache with its own nonce each time", async ({ playwright }) => {
  const guest = await playwright.request.newContext({ baseURL: origin() });
  const answers = [];
  for (let i = 0; i < 3; i++) {
    const res = await guest.get("/makineler");
    answers.push({
      status: res.headers()["x-page-cache"],
      nonce: cspNonce(res.headers()["content-security-policy"]),
      html: await res.text(),
    });
  }
  expect(answers.at(-1)?.status).toBe("hit");
  expect(new Set(answers.map((a) => a.nonce)).size).toBe(3);
  for (const { nonce, html } of answers) {
    const inPage = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    expect([...inPage]).toEqual([nonce]);
  }
  const same = answers.map(({ nonce, html }) => html.replaceAll(nonce!, "NONCE"));
  expect(same[2]).toBe(same[1]);
  await guest.dispose();
});

test("a signed-in customer's pages are rendered for them, not served from the cache", async ({ page }) => {
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email: "demo@lumora.example", password: "Demo1234!" },
    headers: { origin: origin() },
  });
  expect(res.ok()).toBe(true);
  const mine = await page.request.get("/makineler");
  expect(mine.headers()["x-page-cache"]).toBeUndefined();
  expect(await mine.text()).toContain("demo@lumora.example");
});

test("the instant search answers before Next.js with the API's envelope and headers", async ({ request }) => {
  const hits = await request.post("/api/catalog/search", { data: { searchQuery: "uv1200" } });
  expect(hits.status()).toBe(200);
  expect(hits.headers()["x-content-type-options"]).toBe("nosniff");
  expect(hits.headers()["x-request-id"]).toBeTruthy();
  expect((await hits.json())[0]).toMatchObject({ type: "product", brandName: expect.any(String) });

  const bad = await request.post("/api/catalog/search", { data: Buffer.from("{"), headers: { "content-type": "application/json" } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ code: "invalid_json", message: expect.any(String) });
  const foreign = await request.post("/api/catalog/search", { data: { searchQuery: "uv" }, headers: { origin: "https://evil.example" } });
  expect(foreign.status()).toBe(403);
  // Other methods still reach Next.js's route, which allows POST only.
  expect((await request.get("/api/catalog/search")).status()).toBe(405);
});
