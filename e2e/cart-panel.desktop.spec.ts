import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { addFromProductPage, demo, openCart } from "./support/cart";

/** Phones open the cart as a page; where the bottom sheet puts toasts is `toastPosition`'s unit test. */
test("a toast shown while the cart panel is open stands beside the panel, not across its edge", async ({ page }) => {
  await addFromProductPage(page, demo.paper.slug);
  const cart = await openCart(page);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Ürün sepetinize eklendi." });
  await expect(toast).toBeVisible();
  await expect(async () => {
    const [panelBox, toastBox] = await Promise.all([cart.boundingBox(), toast.boundingBox()]);
    expect(toastBox!.x + toastBox!.width).toBeLessThanOrEqual(panelBox!.x);
  }).toPass({ timeout: 2000 });
  await expectNoAxeViolations(page);
});
