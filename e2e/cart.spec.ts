import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { addFromProductPage, demo, isDesktop, openCart } from "./support/cart";

test("a product added on its page shows in the badge and the cart; quantity changes one request at a time, with the cart shown busy; removal can be undone", async ({
  page,
}) => {
  await addFromProductPage(page, demo.vinyl.slug);
  // The header's badge on desktop, the tab bar's on phones: whichever is on screen.
  const badge = page.getByTestId("cart-badge").filter({ visible: true });
  await expect(badge).toHaveText("1");

  const cart = await openCart(page);
  const line = cart.getByRole("listitem").filter({ hasText: demo.vinyl.name });
  await expect(line.getByRole("link", { name: demo.vinyl.name })).toBeVisible();
  await expect(cart.getByText("Ara toplam")).toBeVisible();
  await expectNoAxeViolations(page);

  // A slow server: while the first request is in flight the cart shows it is busy, and a second press changes nothing.
  // The request is held until the second press has been made, however slow the machine running the test.
  let updates = 0;
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/api/cart/update-item", async (route) => {
    updates++;
    await held;
    await route.continue();
  });
  const stepper = line.getByRole("group", { name: `${demo.vinyl.name} adedi` });
  await stepper.getByRole("button", { name: "Adedi artır" }).click();
  await expect(stepper).toHaveAttribute("aria-busy", "true");
  await expect(stepper.getByRole("button", { name: "Adedi artır" })).toBeDisabled();
  await expect(stepper.getByLabel("Adet").locator(".animate-spin")).toBeVisible();
  await expect(line.getByRole("button", { name: `${demo.vinyl.name} ürününü sepetten kaldır` })).toBeDisabled();
  await stepper.getByRole("button", { name: "Adedi artır" }).click({ force: true });
  answer();
  await expect(stepper).not.toHaveAttribute("aria-busy", "true");
  await expect(stepper.getByLabel("Adet")).toHaveText("2");
  expect(updates).toBe(1);
  await page.unroute("**/api/cart/update-item");

  await line.getByRole("button", { name: `${demo.vinyl.name} ürününü sepetten kaldır` }).click();
  await expect(cart.getByText("Sepetiniz boş")).toBeVisible();
  await expect(cart.getByRole("status")).toHaveText(/sepetinizden çıkarıldı/);
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
  await cart.getByRole("button", { name: "Geri Al" }).click();
  await expect(cart.getByRole("group", { name: `${demo.vinyl.name} adedi` }).getByLabel("Adet")).toHaveText("2");
  await page.keyboard.press("Escape");
  await expect(badge).toHaveText("2");
  // Closing the panel hands focus back to the button that opened it, not to the page's body.
  if (isDesktop(page)) await expect(page.getByRole("button", { name: /^Sepetim/ })).toBeFocused();
});

test("adding more than the stock shows the cart error toast", async ({ page }) => {
  await addFromProductPage(page, demo.lastUnit.slug);
  await page.getByRole("button", { name: "Sepete Ekle" }).click();
  await expect(page.getByText("Ürün sepete eklenirken bir hata oluştu!")).toBeVisible();
  await expect(page.getByText("Bu üründen en fazla 1 adet alabilirsiniz.", { exact: false })).toBeVisible();
});
