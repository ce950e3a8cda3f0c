import { expect, type Page } from "@playwright/test";

/** Demo products (deterministic seed): cheap consumables without variants, plenty in stock, and one with a single unit. */
export const demo = {
  vinyl: { slug: "medyalin-mat-beyaz-vinil-folyo-137-cm-x-50-m", name: "Medyalin Mat Beyaz Vinil Folyo 137 cm x 50 m" },
  paper: {
    slug: "medyalin-sublimasyon-transfer-kagidi-100-g-m-111-cm-x-100-m",
    name: "Medyalin Sublimasyon Transfer Kâğıdı 100 g/m² 111 cm x 100 m",
  },
  lastUnit: { slug: "teknokur-kompakt-su-sogutucu-chiller", name: "Teknokür Kompakt Su Soğutucu (Chiller)" },
};

export const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/** Adds a product from its page with the catalogue's "Sepete Ekle" button and waits for the confirmation toast. */
export async function addFromProductPage(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  await page.getByRole("button", { name: "Sepete Ekle" }).click();
  await expect(page.getByText("Ürün sepetinize eklendi.")).toBeVisible();
}

/** Opens the cart: the side panel "Sepetim" from the desktop header, the /mobile/my-cart tab on phones. */
export async function openCart(page: Page) {
  if (isDesktop(page)) {
    await page.getByRole("button", { name: /^Sepetim/ }).click();
    await expect(page.getByRole("dialog", { name: "Sepetim" })).toBeVisible();
    return page.getByRole("dialog", { name: "Sepetim" });
  }
  await page
    .getByRole("navigation", { name: "Alt menü" })
    .getByRole("link", { name: /Sepetim/ })
    .click();
  await expect(page).toHaveURL(/\/mobile\/my-cart$/);
  return page.locator("main");
}
