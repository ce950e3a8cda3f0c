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
