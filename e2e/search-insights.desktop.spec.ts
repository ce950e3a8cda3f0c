import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { e2eStaff, passSecondFactor } from "./support/staff";

// A journey across the storefront and the back office: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Ürün, kategori veya marka ara" });
const results = (page: Page) => page.getByRole("listbox", { name: "Arama sonuçları" });

async function signInStaff(page: Page) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: e2eStaff.email, password: e2eStaff.password() },
    headers: { origin },
  });
  const res = await passSecondFactor(page.request, signIn, origin);
  expect(res.ok()).toBe(true);
}

test("a synonym added in the back office is used by the storefront's next search", async ({ page, browser }) => {
  const shopper = await browser.newPage();
  await shopper.goto("/");
  await searchBox(shopper).fill("boyacıkmürek");
  await expect(shopper.getByRole("search").getByText("Sonuç bulunamadı!")).toBeVisible();

  await signInStaff(page);
  await page.goto("/admin/search/insights");
  const form = page.getByRole("group", { name: "Yeni eş anlamlı" });
  await form.getByLabel("Aranan ifade").fill("boyacıkmürek");
  await form.getByLabel("Eş anlamlısı").fill("mürekkep");
  await form.getByRole("button", { name: "Eş anlamlı ekle" }).click();
  await expect(page.getByRole("cell", { name: "boyacıkmürek", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const box = searchBox(shopper);
  await box.fill("");
  await box.fill("boyacıkmürek");
  await expect(results(shopper).getByRole("option").first()).toContainText("Mürekkep");
  await shopper.close();
});

test("a search that found nothing is in the week's zero-result report", async ({ page }) => {
  await page.goto("/");
  await searchBox(page).pressSequentially("zıpçıktıkuş", { delay: 30 });
  await expect(page.getByRole("search").getByText("Sonuç bulunamadı!")).toBeVisible();

  await signInStaff(page);
  const zero = page.getByRole("region", { name: "Sonuç bulunamayan aramalar" });
  // Counts reach the database in batches, about a second after the search.
  await expect(async () => {
    await page.goto("/admin/search/insights");
    await expect(zero.getByRole("cell", { name: "zipciktikus", exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});

test("a query whose every word matches nothing together shows the closest products and says so", async ({ page }) => {
  await page.goto(`/search?query=${encodeURIComponent("Lumora UV-2200 Flatbed Yazıcı")}`);
  await expect(page.getByText("“Lumora UV-2200 Flatbed Yazıcı” için tam sonuç bulunamadı; benzer sonuçlar gösteriliyor.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Lumora UV-1200 Flatbed Yazıcı/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
