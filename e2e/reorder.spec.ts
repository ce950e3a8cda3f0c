import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { demo, isDesktop, openCart } from "./support/cart";
import { hydrated, signIn } from "./support/shell";

// A sign-in, two pages and the cart: longer than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });

const origin = () => new URL(test.info().project.use.baseURL!).origin;

/** A product's code as its page shows it ("Ürün kodu: …"). */
async function codeOf(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  return (await page.locator("p", { hasText: "Ürün kodu:" }).locator("span.font-mono").textContent())!.trim();
}

test("the demo customer puts a past order back in the cart and reads what became of each line", async ({ page }) => {
  await signIn(page, origin());
  await page.goto("/account/my-orders");
  const reorder = page.getByRole("button", { name: /numaralı siparişi tekrar ver$/ }).first();
  await hydrated(reorder);
  await reorder.click();
  const report = page.getByRole("status").filter({ hasText: "satır sepetinize eklendi" });
  await expect(report).toBeVisible();
  await expectNoAxeViolations(page);
  const firstAdded = report.locator('li[data-status="added"], li[data-status="capped"]').first();
  const heading = (await firstAdded.locator("p").first().textContent())!;
  const name = heading.split(" · ").slice(1).join(" · ");
  const cart = await openCart(page);
  await expect(cart.getByText(name).first()).toBeVisible();
});

test("quick order: an unknown code and a quantity above the stock are reported, the rest is in the cart", async ({ page }) => {
  const vinyl = await codeOf(page, demo.vinyl.slug);
  const lastUnit = await codeOf(page, demo.lastUnit.slug);
  // Reached from the cart, empty for this guest: the side panel on a desktop, the cart tab's page on a phone.
  if (isDesktop(page)) {
    await page.goto("/");
    await hydrated(page.getByRole("button", { name: /^Sepetim/ }));
    await (await openCart(page)).getByRole("link", { name: "Kodla hızlı sipariş ver" }).click();
  } else {
    await page.goto("/mobile/my-cart");
    await page.getByRole("main").getByRole("link", { name: "Kodla hızlı sipariş ver" }).click();
  }
  await expect(page).toHaveURL(/\/hizli-siparis$/);
  await expect(page.getByRole("heading", { level: 1, name: "Hızlı sipariş" })).toBeVisible();
  const lines = page.getByLabel("Ürün kodları ve adetler");
  await hydrated(lines);
  await lines.fill(`${vinyl} 2\nYOK-0000;1\n${lastUnit}\t5`);
  await page.getByRole("button", { name: "Sepete ekle" }).click();
  const report = page.getByRole("status");
  await expect(report.getByText("2 / 3 satır sepetinize eklendi.")).toBeVisible();
  await expect(report.locator('li[data-status="unknown_code"]')).toContainText("Bu kodla bir ürün bulunamadı.");
  await expect(report.locator('li[data-status="capped"]')).toContainText("Stokta yalnızca 1 adet var; 1 adet eklendi.");
  await expect(report.locator('li[data-status="added"]')).toContainText("2 adet eklendi.");
  await expectNoAxeViolations(page);
  const cart = await openCart(page);
  const items = cart.getByRole("list", { name: "Sepetteki ürünler (3 ürün)" });
  await expect(items.getByRole("link", { name: demo.vinyl.name })).toBeVisible();
  await expect(items.getByRole("link", { name: demo.lastUnit.name })).toBeVisible();
  await expect(items.locator(":scope > li")).toHaveCount(2);
});
