import { expect, type Page, test } from "@playwright/test";
import { addFromProductPage, demo, openCart } from "./support/cart";

/**
 * The shop served at 127.0.0.1 as `npm start` serves it out of the box: no STORE_SITE_URL (its default,
 * http://localhost on the port served, is another origin) and no trusted proxy. Every form posts from the page's own origin,
 * which is the one the origin check accepts (the any-host project of playwright.config.ts).
 */

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Ürün, kategori veya marka ara" });

test("is served at 127.0.0.1 with no site URL configured", async ({ baseURL }) => {
  expect(new URL(baseURL ?? "").hostname).toBe("127.0.0.1");
});

test("search finds a product", async ({ page }) => {
  await page.goto("/");
  await searchBox(page).pressSequentially("uv-1200", { delay: 40 });
  await expect(page.getByRole("listbox", { name: "Arama sonuçları" }).getByRole("option").first()).toContainText(
    "Lumora UV-1200 Flatbed Yazıcı",
  );
});

test("the search box says so when the search fails", async ({ page }) => {
  await page.route("**/api/catalog/search", (route) =>
    route.fulfill({ status: 403, json: { code: "invalid_origin", message: "Bu istek kabul edilmedi." } }),
  );
  await page.goto("/");
  await searchBox(page).fill("uv-1200");
  await expect(page.getByText("Bu istek kabul edilmedi.").first()).toBeVisible();
});

test("a product goes into the cart", async ({ page }) => {
  await addFromProductPage(page, demo.vinyl.slug);
  await expect((await openCart(page)).getByText(demo.vinyl.name)).toBeVisible();
});

test("a customer signs up and is signed in", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Üye Ol" }).click();
  await page.getByLabel("Ad Soyad").fill("Deniz Kaya");
  const email = `any-host-${Date.now()}@example.com`;
  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByRole("textbox", { name: "Şifre", exact: true }).fill("Baslangic2026");
  await page.getByRole("checkbox", { name: /Üyelik Sözleşmesi/ }).check();
  await page.getByRole("button", { name: "Üye Ol" }).click();
  await page.waitForURL("/");
  const session = async () => (await (await page.request.get("/api/auth/get-session")).json())?.user?.email ?? null;
  await expect.poll(session).toBe(email);
});

test("the contact form is sent", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel(/^Ad soyad/).fill("Ayşe Yılmaz");
  await page.getByLabel(/^E-posta/).fill("ayse@example.com");
  await page.getByLabel(/^Konu/).fill("Mürekkep fiyatları");
  await page.getByLabel(/^Mesajınız/).fill("Aylık 20 litre UV mürekkep için fiyat öğrenmek istiyorum.");
  await page.getByRole("button", { name: "Gönder" }).click();
  await expect(page.getByRole("heading", { name: "Talebiniz bize ulaştı" })).toBeVisible();
  await expect(page.getByText(/^Başvuru numaranız: ILT-\d{6}$/)).toBeVisible();
});
