import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

test("the home page arrives in Turkish with the demo catalogue", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("link", { name: "Makineler" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Sarf Malzemeler" }).first()).toBeVisible();
  const html = await page.content();
  expect(html).not.toMatch(/\b(home|common|notFound)\.[a-zA-Z]+\b/);
  await expectNoAxeViolations(page);
});

test("health answers 200 with the database up", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect((await res.json()).database.status).toBe("up");
});
