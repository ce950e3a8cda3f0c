import { expect, type Page, test } from "@playwright/test";

/**
 * What the storefront offers a new shopper: the campaigns listing the menus open, card prices a shopper can buy at,
 * sold-out products marked and never recommended, and the alarm button's wording. Both projects share one seeded
 * database, so anything that writes picks its own product per project.
 */
const demo = { email: "demo@lumora.example", password: "Demo1234!" };
const isMobile = () => test.info().project.name === "mobile";

const card = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function signIn(page: Page) {
  await page.goto("/");
  const res = await page.request.post("/api/auth/sign-in/email", { data: demo, headers: { origin: new URL(page.url()).origin } });
  expect(res.ok()).toBe(true);
}

test("the menus' Kampanyalar opens a paged listing of discounted products with its own canonical", async ({ page }) => {
  if (isMobile()) {
    await page.goto("/mobile/menu");
    await page.getByRole("link", { name: "Kampanyalar", exact: true }).click();
  } else {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: "Kampanyalar", exact: true }).click();
  }
  await expect(page).toHaveURL("/kampanyalar");
  await expect(page.getByRole("heading", { level: 1, name: "Kampanyalar" })).toBeVisible();
  // The canonical link is for crawlers: it is read from the page as the server sends it.
  await page.goto("/kampanyalar");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/kampanyalar$/);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(12);
  for (const c of await cards.all()) await expect(c.getByRole("listitem").filter({ hasText: /İndirimli/ })).toBeVisible();

  await page.goto("/kampanyalar?page=2");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/kampanyalar\?page=2$/);
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("a card shows the price of the variant the product page opens on, as a starting price", async ({ page }) => {
  // Its cheapest variant (3.629,00 TL) is sold out.
  const name = "Lumora UV Mürekkep LED Hızlı Kür Serisi";
  await page.goto(`/search?query=${encodeURIComponent(name)}`);
  await expect(card(page, name)).toContainText("3.819,00 TL'den başlayan");
  await expect(card(page, name)).not.toContainText("3.629,00");
  await card(page, name).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("3.819,00 TL");
});

test("a sold-out product is marked Tükendi on its card and never recommended on the home page", async ({ page }) => {
  const name = "Kuvarlux Soğutma Fanı 120 mm";
  await page.goto(`/search?query=${encodeURIComponent(name)}`);
  await expect(card(page, name).getByRole("listitem").filter({ hasText: "Tükendi" })).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("article").first()).toBeVisible();
  // The rails below the best sellers draw their cards as the visitor scrolls to them: every rail, loaded.
  for (const rail of ["Yeni ürünler", "İndirimdekiler", "Sizin için önerilenler"]) {
    const section = page.getByRole("region", { name: rail });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("article").first()).toBeVisible();
  }
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expect(page.getByRole("article").filter({ hasText: "Tükendi" })).toHaveCount(0);
});

test("the alarm button confirms a price alarm, and on a sold-out product offers and confirms Gelince haber ver", async ({ page }) => {
  const [inStock, soldOut] = isMobile()
    ? ["teknokur-405-nm-uv-led-kurleme-modulu-16-cm-hava-sogutmali", "pigmentra-uv-murekkep-dusuk-migrasyon-sari-500-ml"]
    : ["teknokur-405-nm-uv-led-kurleme-modulu-12-cm-hava-sogutmali", "kuvarlux-sogutma-fani-120-mm"];
  await signIn(page);
  await page.goto(`/${inStock}`);
  await page.getByRole("button", { name: "Fiyat alarmı kur" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Fiyat Alarmı Kuruldu" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Koleksiyona Eklendi" })).toHaveCount(0);

  await page.goto(`/${soldOut}`);
  await expect(page.getByRole("button", { name: "Fiyat alarmı kur" })).toHaveCount(0);
  await page.getByRole("button", { name: "Gelince haber ver" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Gelince Haber Vereceğiz" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Gelince haber verme" })).toBeVisible();
});

test("a guest's favourite button goes straight to sign-in, without an API call or a console error", async ({ page }) => {
  const apiCalls: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/customers")) apiCalls.push(r.url());
  });
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const path = "/uv-led-kurleme-sistemleri";
  await page.goto(path);
  await page
    .getByRole("button", { name: /^Favorilere Ekle: / })
    .first()
    .click();
  await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(path)}&reason=favorite`);
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);
});
