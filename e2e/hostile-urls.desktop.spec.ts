import { expect, test } from "@playwright/test";

// Addresses and cookies no page of the shop produces, on the production server (front door and Next.js):
// each gets a 4xx, never a 5xx (docs/SECURITY.md, "Hostile input").

const CART_COOKIE = "lumora-cart-id";
const origin = () => new URL(test.info().project.use.baseURL!).origin;

/** Paths that do not decode, and paths that decode once into something that does not decode again. */
const hostilePaths = ["/%E0%A4%A", "/blog/%C0%AF", "/%C0%AF/%E0", "/api/cart/%", "/media/%25E0%25A4", "/checkout/confirmation/%25E0%25A4"];

test("paths with broken percent-encoding get 400 or 404, for a guest and with cookies", async ({ playwright }) => {
  for (const cookie of [undefined, "enterstore-cookie-consent=accepted", `${CART_COOKIE}=%E0%A4%A`]) {
    const client = await playwright.request.newContext({ baseURL: origin(), extraHTTPHeaders: cookie ? { cookie } : {} });
    for (const path of hostilePaths) {
      const res = await client.get(path, { maxRedirects: 0 });
      expect([400, 404], `${path} (${cookie ?? "no cookie"}) -> ${res.status()}`).toContain(res.status());
    }
    await client.dispose();
  }
});

test("an undecodable path gets the {code, message} envelope in Turkish", async ({ request }) => {
  const res = await request.get("/%E0%A4%A");
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({ code: "invalid_path", message: expect.stringContaining("adres") });
});

for (const value of ["%E0%A4%A", "%C0%AF", "not-a-uuid", "00000000-0000-0000-0000-000000000000"]) {
  test(`a cart cookie "${value}" is no cart: the API, the cart and the checkout still answer`, async ({ page, context }) => {
    await context.addCookies([{ name: CART_COOKIE, value, url: origin() }]);
    const api = await page.request.post("/api/cart", { data: {}, headers: { origin: origin() } });
    expect(api.status()).toBe(200);
    expect((await api.json()).items).toEqual([]);
    for (const path of ["/", "/checkout"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBeLessThan(400);
      await expect(page.locator("body")).not.toContainText("Sunucuda beklenmeyen bir hata");
    }
  });
}

test("U+0000 in a path or a query, a method the shop does not serve and a broken router header get 4xx envelopes", async ({ request }) => {
  for (const path of [
    "/%00",
    "/checkout/confirmation/%00",
    "/media/products/a%00b.jpg",
    "/api/account/quote-document?number=%00",
    "/search?q=%00",
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect([res.status(), (await res.json()).code], path).toEqual([400, "invalid_path"]);
  }
  const trace = await request.fetch("/", { method: "TRACE" });
  expect([trace.status(), trace.headers().allow]).toEqual([405, "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"]);
  const state = await request.get("/", { headers: { rsc: "1", "next-router-state-tree": "%5B%22%22%2C1%5D" } });
  expect([state.status(), (await state.json()).code]).toEqual([400, "invalid_header"]);
});

test("a server action posted from a foreign origin gets 403, the shop's own page still takes the form", async ({ request, page }) => {
  const foreign = await request.post("/contact", {
    headers: { origin: "https://saldirgan.example", "next-action": "0".repeat(42), "content-type": "text/plain;charset=UTF-8" },
    data: "[]",
  });
  expect([foreign.status(), (await foreign.json()).code]).toEqual([403, "invalid_origin"]);
  // The client router's own header, as the browser sends it on a navigation, still passes.
  const answered: number[] = [];
  page.on("response", (res) => {
    if (res.request().headers()["next-router-state-tree"]) answered.push(res.status());
  });
  await page.goto("/contact");
  await page.getByRole("contentinfo").getByRole("link", { name: "Hakkımızda" }).first().click();
  await expect(page).toHaveURL(/\/kurumsal\/hakkimizda$/);
  expect(answered.length).toBeGreaterThan(0);
  expect(answered.filter((status) => status >= 400)).toEqual([]);
});
