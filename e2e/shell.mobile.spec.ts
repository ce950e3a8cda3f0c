import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { demoCustomer, signIn } from "./support/shell";

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Alt menü" });
const currentTab = (page: Page) => tabBar(page).locator("a[aria-current]");

test.describe("tab bar", () => {
  for (const [path, tab] of [
    ["/", "Mağaza"],
    ["/mobile/menu", "Menü"],
    ["/mobile/my-cart", "Sepetim"],
    ["/auth", "Hesabım"],
  ] as const) {
    test(`${path} makes ${tab} the active tab`, async ({ page }) => {
      await page.goto(path);
      await expect(currentTab(page)).toHaveCount(1);
      await expect(currentTab(page)).toHaveText(tab);
    });
  }

  test("/account/my-orders makes Hesabım the active tab for a customer", async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto("/account/my-orders");
    await expect(page).toHaveURL(/\/account\/my-orders/);
    await expect(currentTab(page)).toHaveText("Hesabım");
  });

  test("the tab follows client-side navigation", async ({ page }) => {
    await page.goto("/");
    await tabBar(page).getByRole("link", { name: "Menü" }).click();
    await expect(page).toHaveURL(/\/mobile\/menu$/);
    await expect(currentTab(page)).toHaveText("Menü");
    await tabBar(page).getByRole("link", { name: "Sepetim" }).click();
    await expect(currentTab(page)).toHaveText("Sepetim");
  });
});

test.describe("mobile header", () => {
  test("is in scroll mode on the home page: logo, menu link, search box and the navigation slider", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("[data-mobile-header]");
    await expect(header).toHaveAttribute("data-mobile-header", "scroll");
    await expect(header.getByRole("link", { name: "Menü" })).toHaveAttribute("href", "/mobile/menu");
    const slider = page.getByRole("navigation", { name: "Ürün grupları" });
    await expect(slider.getByRole("link", { name: "Ana sayfa" })).toHaveAttribute("aria-current", "page");
    // Turkish title case: never a dotted capital-I artefact like "Maki̇neler".
    const names = await slider.getByRole("link").allInnerTexts();
    expect(names.length).toBeGreaterThan(5);
    for (const name of names.filter(Boolean)) expect(name).toBe(name.normalize("NFC").replace(/\u0307/g, ""));
    await expectNoAxeViolations(page);
  });

  test("highlights the current top-level page in the slider and stays in scroll mode there", async ({ page }) => {
    await page.goto("/");
    const slider = page.getByRole("navigation", { name: "Ürün grupları" });
    const target = slider.getByRole("link").nth(1);
    const href = await target.getAttribute("href");
    await page.goto(href!);
    await expect(page.locator("[data-mobile-header]")).toHaveAttribute("data-mobile-header", "scroll");
    await expect(slider.locator("a[aria-current=page]")).toHaveAttribute("href", href!);
  });

  test("switches to inner-page mode with back, title and search elsewhere", async ({ page }) => {
    await page.goto("/");
    await page.goto("/mobile/menu");
    const header = page.locator("[data-mobile-header]");
    await expect(header).toHaveAttribute("data-mobile-header", "inner");
    await expect(header).toContainText("Menü");
    await expect(header.getByRole("button", { name: "Ürün, kategori veya marka ara" })).toBeVisible();
    await header.getByRole("button", { name: "Geri" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header).toHaveAttribute("data-mobile-header", "scroll");
  });
});

test("/mobile/menu lists the product groups and corporate links", async ({ page }) => {
  await page.goto("/mobile/menu");
  await expect(page.getByRole("heading", { level: 1, name: "Menü" })).toBeVisible();
  const groups = page.getByRole("region", { name: "Ürün grupları", exact: true });
  const first = groups.locator("details").first();
  await first.locator("summary").click();
  await expect(first.getByRole("link", { name: "Tümünü gör" })).toBeVisible();
  // Categories only, title-cased the Turkish way with abbreviations kept: no picture tile repeating a category.
  await expect(first.getByRole("link", { name: "UV Flatbed Yazıcılar" })).toBeVisible();
  await expect(first.getByRole("link", { name: "UV Flatbed Serisi" })).toHaveCount(0);
  await expect(groups.getByText("UV Kürleme", { exact: true })).toBeVisible();
  const corporate = page.getByRole("region", { name: "Bilgi ve iletişim", exact: true });
  await expect(corporate.getByRole("link", { name: "İletişim" })).toHaveAttribute("href", "/contact");
  // Each link once: the blog is a product-group row already, and no heading repeats the "Kurumsal" link.
  await expect(corporate.getByRole("link", { name: "Kurumsal" })).toHaveAttribute("href", "/kurumsal/hakkimizda");
  await expect(page.getByRole("main").getByRole("link", { name: "Blog", exact: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("/mobile/my-account asks a guest to sign in and shows a customer their account", async ({ page, baseURL }) => {
  await page.goto("/mobile/my-account");
  await expect(page.getByRole("link", { name: "Giriş Yap veya Üye Ol" })).toHaveAttribute("href", "/auth?redirect=%2Fmobile%2Fmy-account");
  await signIn(page, baseURL!);
  await page.reload();
  await expect(page.getByRole("main")).toContainText(demoCustomer.email);
  await expect(page.getByRole("main").getByRole("link", { name: "Siparişlerim" })).toHaveAttribute("href", "/account/my-orders");
  await expect(page.getByRole("main").getByRole("button", { name: "Çıkış Yap" })).toBeVisible();
  await expectNoAxeViolations(page);
});
