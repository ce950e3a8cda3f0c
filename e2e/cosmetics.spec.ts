import { expect, type Locator, test } from "@playwright/test";
import { addFromProductPage, demo, isDesktop } from "./support/cart";

/** What a new shopper's eye trips over: badges on the model code, a toast on the buy box, a phone field out of line. */

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  expect(box, "the element is laid out").not.toBeNull();
  return box!;
};
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("a product card's badges keep off the photo's lower left, where the model code is printed", async ({ page }) => {
  await page.goto("/makineler");
  const card = page
    .getByRole("article")
    .filter({ has: page.locator(".card-badge-list") })
    .first();
  const photo = await boxOf(card.locator(".card-photo"));
  const badges = await boxOf(card.locator(".card-badge-list"));
  const lowerLeft = { x: photo.x, y: photo.y + photo.height / 2, width: photo.width / 2, height: photo.height / 2 };
  expect(overlaps(badges, lowerLeft)).toBe(false);
});

test("the add-to-cart toast leaves the quantity and the add button free", async ({ page }) => {
  await addFromProductPage(page, demo.paper.slug);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Ürün sepetinize eklendi." });
  await expect(toast).toBeVisible();
  // sonner slides the toast in: measure where it comes to rest.
  await expect(async () => {
    const shown = await boxOf(toast);
    for (const control of [page.getByRole("group", { name: "Adet" }), page.getByRole("button", { name: "Sepete Ekle" })])
      expect(overlaps(shown, await boxOf(control))).toBe(false);
  }).toPass({ timeout: 3000 });
});

test("the checkout's phone field is as tall as the name field beside it", async ({ page }) => {
  await addFromProductPage(page, demo.vinyl.slug);
  await page.goto("/checkout");
  // The innermost group: the address's fieldset holds the phone's box too.
  const phone = page
    .getByRole("group")
    .filter({ has: page.getByRole("textbox", { name: /Cep telefonu/ }) })
    .last();
  const name = page.getByRole("textbox", { name: "Ad soyad", exact: true }).locator("..");
  const [phoneBox, nameBox] = [await boxOf(phone), await boxOf(name)];
  expect(Math.abs(phoneBox.height - nameBox.height)).toBeLessThanOrEqual(1);
  // Side by side on wide screens, with their tops in line.
  if (isDesktop(page)) expect(Math.abs(phoneBox.y - nameBox.y)).toBeLessThanOrEqual(1);
});

test("a filter's quantities sort by size across units: 500 ml, 1 L, 5 L", async ({ page }) => {
  await page.goto("/sarf-malzemeler");
  // On phones the filters open in a sheet.
  if (!isDesktop(page)) await page.getByRole("button", { name: /^Filtrele/ }).click();
  const volume = page.getByRole("region", { name: "Hacim" });
  const labels = await volume.getByRole("listitem").allTextContents();
  const at = (value: string) => labels.findIndex((label) => label.startsWith(value));
  expect(at("500 ml")).toBeGreaterThanOrEqual(0);
  expect([at("500 ml") < at("1 L"), at("1 L") < at("5 L")]).toEqual([true, true]);
});
