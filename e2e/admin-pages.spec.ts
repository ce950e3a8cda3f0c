import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { signIn } from "./support/session";
import { e2eStaff } from "./support/staff";

/** The back office's pages at both viewports (its journeys: e2e/admin.desktop.spec.ts). */
// Seven pages each checked with axe: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

test.describe("staff", () => {
  test.beforeEach(async ({ page }) => signIn(page, { email: e2eStaff.email, password: e2eStaff.password() }));

  test("every back-office page passes axe, and long lists have page links that keep the filters", async ({ page }) => {
    for (const path of [
      "/admin/blog",
      "/admin/blog/new",
      "/admin/blog/1",
      "/admin/pages",
      "/admin/pages/2",
      "/admin/search",
      "/admin/settings",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.goto("/admin/products?q=a");
    const pages = page.getByRole("navigation", { name: "Sayfalar" });
    await expect(pages.locator("[aria-current=page]")).toHaveText("Sayfa 1");
    const first = await page.getByRole("table").getByRole("link").first().textContent();
    await pages.getByRole("link", { name: "Sonraki" }).click();
    await expect(page).toHaveURL(/\/admin\/products\?q=a&page=2$/);
    await expect(page.getByRole("table").getByRole("link").first()).not.toHaveText(first ?? "");
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(26);
  });
});
