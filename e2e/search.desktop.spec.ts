import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Ürün, kategori veya marka ara" });
const results = (page: Page) => page.getByRole("listbox", { name: "Arama sonuçları" });

test("type, see the results, arrow down and Enter opens the product and counts the search", async ({ page }) => {
  await page.goto("/");
  const box = searchBox(page);
  await box.pressSequentially("uv-1200", { delay: 40 });
  const first = results(page).getByRole("option").first();
  await expect(first).toContainText("Lumora UV-1200 Flatbed Yazıcı");
  await expect(first).toContainText("Ürün");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolations(page);

  await box.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");

  const counted = page.waitForRequest((req) => req.url().endsWith("/api/catalog/save-popular-search"));
  await box.press("Enter");
  expect((await counted).postDataJSON()).toEqual({ searchQuery: "uv-1200" });
  await expect(page).toHaveURL(/\/lumora-uv-1200-flatbed-yazici$/);
});

test("Enter on the query opens the results page with the query in its title, and resets the box", async ({ page }) => {
  await page.goto("/");
  const box = searchBox(page);
  await box.fill("kürleme tüneli");
  await expect(results(page).getByRole("option").first()).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?query=k%C3%BCrleme%20t%C3%BCneli$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("“kürleme tüneli” için arama sonuçları");
  await expect(page.getByRole("link", { name: /Teknokür UV LED Kürleme Tüneli 40 cm/ })).toBeVisible();
  await expect(box).toHaveValue("");
  await expectNoAxeViolations(page);
});

test("the empty box offers popular searches and categories; a popular search searches", async ({ page }) => {
  await page.goto("/");
  await searchBox(page).focus();
  await expect(page.getByRole("heading", { name: "Popüler Aramalar" })).toBeVisible();
  await expect(page.getByRole("link", { name: "UV Flatbed Yazıcılar" })).toHaveAttribute("href", "/uv-flatbed-yazicilar");
  await expectNoAxeViolations(page);
  // The lists are outside the Tab order: the arrow keys walk them, and past either end return to the box.
  const items = page.locator("[data-popular-item]");
  await searchBox(page).press("ArrowDown");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(items.last()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(searchBox(page)).not.toBeFocused();
  await expect(page.locator("[data-popular-item]:focus")).toHaveCount(0);
  await searchBox(page).focus();
  await page.getByRole("button", { name: "flatbed yazıcı" }).click();
  await expect(searchBox(page)).toHaveValue("flatbed yazıcı");
  await expect(results(page).getByRole("option").first()).toContainText("Flatbed Yazıcı");
  await expect(page.getByRole("button", { name: "TÜM ARAMA SONUÇLARINI GÖSTER" })).toBeVisible();
});

test("no hits says so; Escape closes the dropdown; leaving the box closes it", async ({ page }) => {
  await page.goto("/");
  const box = searchBox(page);
  await box.fill("qqxzzv");
  const hint = page.getByText("Lütfen arama kriterlerinizi değiştirip tekrar deneyin.");
  await expect(hint).toBeVisible();
  await box.press("Escape");
  await expect(hint).toBeHidden();
  await box.fill("qqxzzvw");
  await expect(hint).toBeVisible();
  await page.locator("#content").click({ position: { x: 5, y: 5 } });
  await expect(hint).toBeHidden();
});

test("an answer that arrives after a newer query is never shown", async ({ page }) => {
  // The first query's answer is held back until after the second one's has been shown.
  let releaseFirst = () => {};
  const firstHeld = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  await page.route("**/api/catalog/search", async (route) => {
    if (route.request().postDataJSON().searchQuery === "lamba") await firstHeld;
    await route.continue().catch(() => {}); // the page may have given up on it
  });
  await page.goto("/");
  const box = searchBox(page);
  await box.fill("lamba");
  await page.waitForRequest((req) => req.url().endsWith("/api/catalog/search"));
  await box.fill("chiller");
  await expect(results(page).getByRole("option")).toHaveCount(1);
  releaseFirst();
  await page.waitForTimeout(2000);
  await expect(results(page).getByRole("option")).toHaveCount(1);
  await expect(results(page).getByRole("option")).toContainText("Chiller");
});

test("the results page without hits offers the popular searches", async ({ page }) => {
  await page.goto("/search?query=qqxzzv");
  await expect(page.getByRole("heading", { name: "“qqxzzv” için sonuç bulunamadı." })).toBeVisible();
  await expect(page.getByRole("link", { name: "uv mürekkep" })).toHaveAttribute("href", "/search?query=uv%20m%C3%BCrekkep");
  await expectNoAxeViolations(page);
});
