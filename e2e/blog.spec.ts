import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

const PAGE_SIZE = 9;
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const searchStatus = (page: Page) => page.getByRole("main").getByRole("status");

/** Counts the searches the page sends, to prove that short texts send none. */
function countSearches(page: Page) {
  const sent: string[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/api/blog/search")) sent.push(req.postData() ?? "");
  });
  return sent;
}

test("the blog lists the newest posts with categories and pages", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Lumora Blog" })).toBeVisible();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  const categories = page.getByRole("navigation", { name: "Kategoriler" });
  await expect(categories.getByRole("link", { name: "Tüm yazılar" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);

  await page.getByRole("navigation", { name: "Sayfalar" }).getByRole("link", { name: "Sonraki" }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(cards(page)).toHaveCount(4);

  await categories.getByRole("link", { name: /^Teknoloji/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Teknoloji" })).toBeVisible();
  await expect(cards(page)).toHaveCount(4);
  for (const label of await cards(page).locator("p").first().allTextContents()) expect(label).toMatch(/teknoloji/i);
});

test("blog search: one character shows the full list, a word shows the matching posts", async ({ page }) => {
  await page.goto("/blog");
  const sent = countSearches(page);
  const box = page.getByRole("searchbox", { name: "Blog yazılarında ara" });

  await box.fill("s");
  await expect(searchStatus(page).filter({ hasText: "en az 2 karakter" })).toBeVisible();
  await page.waitForTimeout(600); // longer than the 250 ms debounce: a search would have gone out by now
  expect(sent).toEqual([]);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);

  // Upper case with the dotless I finds "ışınım": the search is Turkish-folded.
  await box.fill(" IŞINIM ");
  await expect(searchStatus(page)).toContainText("“IŞINIM” için 1 yazı bulundu.");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole("heading")).toHaveText("UV kürlemede doz ve ışınım nasıl ölçülür?");
  expect(sent).toEqual(["IŞINIM"]);
  await expect(page.getByRole("navigation", { name: "Sayfalar" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await box.fill("k");
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expect(page.getByRole("navigation", { name: "Sayfalar" })).toBeVisible();
});

test("a failed blog search shows the full list again", async ({ page }) => {
  let failed = 0;
  await page.route("**/api/blog/search", (route) => {
    failed += 1;
    return route.fulfill({ status: 500, body: "{}" });
  });
  await page.goto("/blog");
  const box = page.getByRole("searchbox", { name: "Blog yazılarında ara" });
  await box.fill("sublimasyon");
  await expect.poll(() => failed).toBe(1);
  await expect(searchStatus(page)).toHaveText("");
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
});

test("a post shows its cover, Turkish date, reading time, related posts and BlogPosting data", async ({ page }) => {
  await page.goto("/blog?page=2");
  await page.getByRole("link", { name: "Baskı kafası ömrünü uzatmanın yolları: günlük ve haftalık bakım" }).click();
  await expect(page).toHaveURL(/\/blog\/baski-kafasi-omrunu-uzatmanin-yollari$/);
  await expect(page).toHaveTitle("Baskı kafası ömrünü uzatmanın yolları: günlük ve haftalık bakım - Lumora");
  const article = page.getByRole("article").first();
  await expect(article.getByRole("heading", { level: 1 })).toHaveText("Baskı kafası ömrünü uzatmanın yolları: günlük ve haftalık bakım");
  await expect(article.locator("time")).toHaveText("9 Şubat 2026");
  await expect(article.locator("time")).toHaveAttribute("datetime", "2026-02-09T09:00:00.000Z");
  await expect(article.getByText(/\d+ dk okuma/)).toBeVisible();
  const cover = article.getByRole("img", { name: /kapak görseli/ });
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(article.getByRole("heading", { level: 2, name: /Günlük bakım/ })).toBeVisible();

  const related = page.getByRole("region", { name: "İlgili yazılar" });
  await expect(related.getByRole("article")).toHaveCount(3);
  await expect(related.getByRole("link", { name: "Baskı kafası ömrünü uzatmanın yolları: günlük ve haftalık bakım" })).toHaveCount(0);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    "@type": "BlogPosting",
    headline: "Baskı kafası ömrünü uzatmanın yolları: günlük ve haftalık bakım",
    datePublished: "2026-02-09T09:00:00.000Z",
    author: { "@type": "Person" },
  });
  expect(jsonLd.image[0]).toMatch(/\/media\/blog\/baski-kafasi-omrunu-uzatmanin-yollari\.webp$/);
  await expectNoAxeViolations(page);
});

test("an unknown post answers 404", async ({ request }) => {
  expect((await request.get("/blog/olmayan-yazi")).status()).toBe(404);
});
