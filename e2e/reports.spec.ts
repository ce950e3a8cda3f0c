import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { signIn } from "./support/session";
import { e2eStaff } from "./support/staff";

/** The back office's reports page and the accountant's export, at both viewports. */
test.describe.configure({ timeout: 120_000 });

test.describe("staff", () => {
  test.beforeEach(async ({ page }) => signIn(page, { email: e2eStaff.email, password: e2eStaff.password() }));

  test("read the reports for a range they choose, fit on the screen, pass axe and download the month as XLSX", async ({ page }) => {
    await page.goto("/admin/reports");
    await expect(page.getByRole("heading", { level: 1, name: "Raporlar" })).toBeVisible();
    await expectNoAxeViolations(page);

    const range = page.getByRole("form", { name: "Tarih aralığı" });
    await range.getByLabel("Başlangıç günü").fill("2026-11-01");
    await range.getByLabel("Bitiş günü").fill("2026-11-30");
    await range.getByRole("button", { name: "Raporu göster" }).press("Enter");
    await expect(page).toHaveURL(/\/admin\/reports\?from=2026-11-01&to=2026-11-30$/);
    await expect(page.getByText("Günlere göre ciro ve sipariş")).toBeVisible();
    // The e2e shop sold nothing in that month: each chart says so rather than drawing empty bars.
    await expect(page.getByText("Bu aralıkta satış yok.").first()).toBeVisible();
    const overflow = await page.locator("main").evaluate((m) => m.scrollWidth - m.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    const exportForm = page.getByRole("region", { name: "Muhasebe dışa aktarımı" });
    const download = page.waitForEvent("download");
    await exportForm.getByRole("button", { name: "İndir" }).click();
    expect((await download).suggestedFilename()).toBe("muhasebe-2026-11-01-2026-11-30.xlsx");
  });
});
