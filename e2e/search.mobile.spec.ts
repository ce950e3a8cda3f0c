import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

test("the header's read-only box opens the full-screen overlay: popular searches when empty, results when typing", async ({ page }) => {
  await page.goto("/");
  await page.locator("[data-mobile-header=scroll]").getByRole("searchbox", { name: "Ürün, kategori veya marka ara" }).click();
  const overlay = page.getByRole("dialog", { name: "Arama" });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole("heading", { name: "Popüler Aramalar" })).toBeVisible();
  await expect(overlay.getByRole("heading", { name: "Popüler Kategoriler" })).toBeVisible();
  const box = overlay.getByRole("combobox", { name: "Ürün, kategori veya marka ara" });
  // The box takes focus 150 ms after the overlay opens.
  await expect(box).toBeFocused();
  // The whole placeholder fits in the box beside the Close button.
  const room = await box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const placeholder = getComputedStyle(input, "::placeholder");
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
    const inner = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return inner - context.measureText(input.placeholder).width;
  });
  expect(room).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await box.pressSequentially("civa", { delay: 40 });
  const first = overlay.getByRole("option").first();
  await expect(first).toContainText("Kuvarlux Cıva buharlı UV Lamba");
  await first.click();
  await expect(page).toHaveURL(/\/kuvarlux-civa-buharli-uv-lamba-/);
  await expect(overlay).toBeHidden();
});

test("an inner page's header search icon opens the same overlay in place, and Close returns to the icon", async ({ page }) => {
  const product = "/medyalin-mat-beyaz-vinil-folyo-137-cm-x-50-m";
  await page.goto(product);
  const icon = page.locator("[data-mobile-header=inner]").getByRole("button", { name: "Ürün, kategori veya marka ara" });
  await icon.click();
  const overlay = page.getByRole("dialog", { name: "Arama" });
  await expect(overlay.getByRole("heading", { name: "Popüler Aramalar" })).toBeVisible();
  await expect(overlay.getByRole("combobox", { name: "Ürün, kategori veya marka ara" })).toBeFocused();
  await expect(page).toHaveURL(product);
  await expectNoAxeViolations(page);
  await overlay.getByRole("button", { name: "Kapat" }).click();
  await expect(overlay).toBeHidden();
  await expect(icon).toBeFocused();
});

// The results page offers the same box on phones.
test("the overlay's Close button closes it and the box stays usable", async ({ page }) => {
  await page.goto("/search?query=lamba");
  const opener = page.getByRole("searchbox", { name: "Ürün, kategori veya marka ara" });
  await opener.click();
  const overlay = page.getByRole("dialog", { name: "Arama" });
  await overlay.getByRole("button", { name: "Kapat" }).click();
  await expect(overlay).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(overlay).toBeVisible();
});

test("Enter in the overlay opens the results page", async ({ page }) => {
  await page.goto("/search?query=lamba");
  await page.getByRole("searchbox", { name: "Ürün, kategori veya marka ara" }).click();
  const box = page.getByRole("dialog", { name: "Arama" }).getByRole("combobox");
  await box.fill("frontlit");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?query=frontlit$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("“frontlit” için arama sonuçları");
});
