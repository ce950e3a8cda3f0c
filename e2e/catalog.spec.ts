import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { chooseFoldedOption, countOf, foldedGroup, openFilters, optionLinks, showResults } from "./support/listing";
import { hydrated } from "./support/shell";

/** The listing's product links (the card titles), in page order. */
/** The variant picker's groups (Renk, Hacim, …) on a product page. */
const variantGroups = (page: Page) => page.getByRole("main").getByRole("group");

const productLinks = (page: Page) =>
  page
    .getByRole("list")
    .filter({ has: page.getByRole("article") })
    .first()
    .getByRole("heading", { level: 3 });

test("home -> section -> brand filter -> page 2 -> product -> variant -> add to cart", async ({ page }) => {
  // Six pages, four axe-core runs and a search for a product with variants: more than the default minute.
  test.slow();
  await page.goto("/");
  await expectNoAxeViolations(page);
  await page
    .getByRole("region", { name: "Ürün grupları" })
    .getByRole("link", { name: /Sarf Malzemeler/ })
    .click();
  await expect(page).toHaveURL(/\/sarf-malzemeler$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sarf Malzemeler" })).toBeVisible();

  // The brand with the most products here, so that there is a second page.
  await openFilters(page);
  const brandLinks = page.getByRole("region", { name: "Marka" }).getByRole("listitem").getByRole("link");
  const texts = await brandLinks.allInnerTexts();
  const best = texts.map((text, i) => ({ i, n: countOf(text) })).sort((a, b) => b.n - a.n)[0]!;
  expect(best.n).toBeGreaterThan(12);
  await brandLinks.nth(best.i).click();
  await expect(page).toHaveURL(/\?brand=[a-z-]+$/);
  await expect(page.getByText(`${best.n} ürün`, { exact: true })).toBeVisible();
  await showResults(page, best.n);
  await expectNoAxeViolations(page);

  await page.getByRole("navigation", { name: "Sayfalar" }).getByRole("link", { name: "Sayfa 2" }).click();
  await expect(page).toHaveURL(/\?brand=[a-z-]+&page=2$/);
  await expect(page.getByRole("navigation", { name: "Sayfalar" }).locator('[aria-current="page"]')).toHaveText(/2/);

  // Open products from page 2 until one comes in variants.
  const listingUrl = page.url();
  const count = await productLinks(page).count();
  let found = false;
  for (let i = 0; i < count && !found; i++) {
    await productLinks(page).nth(i).click();
    await page.waitForURL((url) => url.toString() !== listingUrl);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    found = (await variantGroups(page).count()) > 0;
    if (!found) await page.goto(listingUrl);
  }
  expect(found, "a product with variants on page 2").toBe(true);

  const baseUrl = page.url();
  const group = variantGroups(page).first();
  const option = group.getByRole("link").and(page.locator(":not([aria-current])")).first();
  const chosen = ((await option.textContent()) ?? "").trim();
  await option.click();
  await expect(page).toHaveURL(/-v~/);
  expect(page.url()).not.toBe(baseUrl);
  await expect(variantGroups(page).first().getByRole("link", { name: chosen, exact: true })).toHaveAttribute("aria-current", "true");
  const variantUrl = page.url();
  await page.reload();
  expect(page.url()).toBe(variantUrl);
  await expect(variantGroups(page).first().getByRole("link", { name: chosen, exact: true })).toHaveAttribute("aria-current", "true");
  await expectNoAxeViolations(page);

  const addToCart = page.getByRole("button", { name: "Sepete Ekle" });
  await expect(addToCart).toBeEnabled();
  await addToCart.click();
  // The cart badge (header on desktop, tab bar on phones) shows the item count once it is above 0.
  await expect(page.getByTestId("cart-badge").filter({ visible: true })).toHaveText("1");
});

test("a link the server wrote becomes the router's link: a click opens the page without a reload or a hydration error", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/makineler");
  const next = page.getByRole("navigation", { name: "Sayfalar" }).getByRole("link", { name: "Sayfa 2" });
  await hydrated(next);
  // A mark on this document: a full page load would start a new one without it.
  await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
  await next.click();
  await expect(page).toHaveURL(/\/makineler\?page=2$/);
  await expect(page.getByRole("navigation", { name: "Sayfalar" }).getByRole("link", { name: "Sayfa 1" })).toBeVisible();
  await expect(page.locator("html[data-same-document]")).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a listing and a product page are accessible, and the product describes itself in JSON-LD", async ({ page }) => {
  await page.goto("/makineler");
  await expect(page.getByRole("heading", { level: 1, name: "Makineler" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/makineler$/);
  await expectNoAxeViolations(page);

  await productLinks(page).first().click();
  await expect(page).not.toHaveURL(/\/makineler$/);
  const name = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
  await expectNoAxeViolations(page);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "Product");
  expect(product).toMatchObject({ name, offers: { priceCurrency: "TRY" } });
  expect(product.sku).toEqual(expect.any(String));
  expect(product.image[0]).toMatch(/^http.*\/media\//);
  expect(product.offers.price).toMatch(/^\d+\.\d{2}$/);
  expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(blocks.map((b) => JSON.parse(b)["@type"])).toContain("BreadcrumbList");
  await expect(page).toHaveTitle(`${name} - Lumora`);
});

test("variant addresses: a malformed suffix goes back to the product, pairs in another order to the canonical one", async ({ page }) => {
  await page.goto("/makineler");
  await productLinks(page).first().click();
  await expect(page).not.toHaveURL(/\/makineler$/);
  const productUrl = page.url();
  await page.goto(`${productUrl}-v~bozuk`);
  expect(page.url()).toBe(productUrl);

  // An ink series comes in colours, one of them "Sarı": a non-ASCII letter in the redirect target.
  await page.goto("/sarf-malzemeler?a.Seri=Neon");
  await productLinks(page).first().click();
  const yellow = variantGroups(page).first().getByRole("link", { name: "Sarı", exact: true });
  await yellow.click();
  await expect(page).toHaveURL(/-v~/);
  const canonical = page.url();
  const [base, suffix] = canonical.split("-v~") as [string, string];
  const reversed = suffix.split("~").reverse().join("~");
  const response = await page.goto(`${base}-v~${reversed}`);
  expect(response?.status()).toBe(200);
  expect(page.url()).toBe(canonical);
});

test("choosing a variant keeps the page where it was, with the picker in view", async ({ page }) => {
  await page.goto("/sarf-malzemeler?a.Seri=Neon");
  await productLinks(page).first().click();
  await expect(page).not.toHaveURL(/sarf-malzemeler/);
  const group = variantGroups(page).first();
  const href = (await group.locator("a:not([aria-current])").last().getAttribute("href"))!;
  const choice = group.locator(`a[href="${href}"]`);
  // Scrolled down so the picker sits low on the screen, as after reading the description on a phone.
  await group.evaluate((el) => el.scrollIntoView({ block: "end" }));
  // A desktop screen shows the picker unscrolled: scroll a little anyway, so a jump to the top would show.
  await page.evaluate(() => window.scrollBy(0, 120));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await choice.click();
  await expect(choice).toHaveAttribute("aria-current", "true");
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(decodeURIComponent(href));
  // The page is not sent back to its top (the gallery above may change with the variant, so the picker may shift).
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
  await expect(group).toBeInViewport();
});

test("a long filter group shows its most used options and, on request, all of them, each still a filter", async ({ page }) => {
  const folded = await foldedGroup(page);
  const heading = folded.group.getByRole("heading");
  const title = ((await heading.textContent()) ?? "").trim();
  await folded.showAll.click();
  await expect(page).toHaveURL(/[?&]more=/);
  // The page opens at the group, not at the top.
  await expect(page.getByRole("heading", { name: title, exact: true })).toBeInViewport();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Daha az göster" }).click();
  await expect(page).toHaveURL(/\/makineler#facet-\d+$/);
  await expect(optionLinks(page.getByRole("region", { name: title, exact: true }))).toHaveCount(8);
  await chooseFoldedOption(page, await foldedGroup(page));
});

test('the price filter\'s ranges are written in whole lira, without ",00"', async ({ page }) => {
  await page.goto("/sarf-malzemeler");
  await openFilters(page);
  const ranges = page.getByRole("region", { name: "Fiyat" }).getByRole("link");
  await expect(ranges.first()).toContainText("TL");
  for (const text of await ranges.allTextContents()) expect(text).not.toContain(",00");
});

test("a brand page names the brand once, in its heading, without a tiny wordmark beside it", async ({ page }) => {
  await page.goto("/lumora");
  const header = page
    .getByRole("main")
    .locator("header")
    .filter({ has: page.getByRole("heading", { level: 1, name: "Lumora" }) });
  await expect(header).toBeVisible();
  await expect(header.locator("img")).toHaveCount(0);
});

test("product cards keep their badges off the top of the photo, where the brand's wordmark is", async ({ page }) => {
  await page.goto("/sarf-malzemeler");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("list", { name: "Ürün etiketleri" }) })
    .first();
  const badges = (await card.getByRole("list", { name: "Ürün etiketleri" }).boundingBox())!;
  const photo = (await card.locator("img").first().boundingBox())!;
  expect(badges.y).toBeGreaterThan(photo.y + photo.height / 2);
  expect(badges.y + badges.height).toBeLessThanOrEqual(photo.y + photo.height);
});

test("an unknown address answers 404 with the Turkish page, a search box and popular categories", async ({ page }) => {
  const response = await page.goto("/boyle-bir-urun-yok");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Sayfa bulunamadı" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("search").getByRole("searchbox", { name: "Ürün, kategori veya marka ara" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Popüler kategoriler" }).getByRole("link").first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the sitemap lists the catalogue and robots.txt points at it", async ({ request, baseURL }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/makineler</loc>`);
  expect((xml.match(/<loc>/g) ?? []).length).toBeGreaterThan(150);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain("Disallow: /account");
});
