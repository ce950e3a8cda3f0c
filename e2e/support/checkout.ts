import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { addFromProductPage } from "./cart";

/** Fills the guest's e-mail and a new delivery address on /checkout and goes on to delivery. */
export async function fillGuestInformation(page: Page, email: string) {
  await page.getByLabel("E-posta adresi").fill(email);
  await fillNewAddress(page);
}

/** Fills a new delivery address on /checkout (a customer without saved addresses starts here) and goes on to delivery. */
export async function fillNewAddress(page: Page) {
  await page.getByLabel("Ad soyad").fill("Ayşe Yılmaz");
  await page.getByRole("textbox", { name: "Cep telefonu" }).fill("0532 123 45 67");
  await page.getByRole("combobox", { name: "İl", exact: true }).selectOption("İstanbul");
  await page.getByRole("combobox", { name: "İlçe", exact: true }).selectOption("Başakşehir");
  await page.getByLabel("Mahalle").fill("Ziya Gökalp Mah.");
  await page.getByLabel("Posta kodu").fill("34490");
  await page.getByLabel("Adres (cadde, sokak, bina ve daire no)").fill("Süleyman Demirel Cad. No: 7 D: 3");
  // An individual e-Arşiv invoice names its buyer by T.C. Kimlik No.
  await page.getByLabel("T.C. Kimlik No").fill("10000000146");
  await page.getByRole("button", { name: "Teslimat seçeneklerine geç" }).click();
}

/** Delivery with standard shipping, then the payment method; checks each step with axe. */
export async function chooseDeliveryAndPayment(page: Page, payment: "Havale / EFT" | "Kapıda ödeme" | "Kredi kartı") {
  await expect(page.getByRole("heading", { name: /Teslimat seçenekleri/ })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Ödeme adımına geç" }).click();
  await page.getByRole("radio", { name: payment }).check();
  await expectNoAxeViolations(page);
}

/** Ticks the approval of the pre-information form and the distance-selling contract (unticked at first). */
export async function approveContracts(page: Page) {
  await page.getByRole("checkbox", { name: /mesafeli satış sözleşmesini okudum, onaylıyorum/ }).check();
}

/** Approves the contracts, places the order and returns the number the confirmation page shows. */
export async function placeOrder(page: Page) {
  await approveContracts(page);
  await page.getByRole("button", { name: "Siparişi onayla" }).click();
  await expect(page.getByRole("heading", { name: "Siparişiniz alındı" })).toBeVisible();
  const number = (await page.getByTestId("order-number").textContent()) ?? "";
  expect(number).toMatch(/^LM-[0-9A-HJKMNP-TV-Z]{10}$/);
  return number;
}

/**
 * A bank-transfer order of one product placed through the storefront in `page`: a guest gives `guestEmail`, a
 * signed-in customer without saved addresses fills a new one. Returns the order number.
 */
export async function placeBankTransferOrder(page: Page, slug: string, guestEmail?: string) {
  await addFromProductPage(page, slug);
  await page.goto("/checkout");
  if (guestEmail) await fillGuestInformation(page, guestEmail);
  else await fillNewAddress(page);
  // No pause between choosing and placing: a click while the choice is being recorded must still place the order.
  await page.getByRole("button", { name: "Ödeme adımına geç" }).click();
  await page.getByRole("radio", { name: "Havale / EFT" }).check();
  return placeOrder(page);
}
