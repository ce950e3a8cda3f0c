import { expect, type Page, test } from "@playwright/test";
import { addFromProductPage, demo, isDesktop, openCart } from "./support/cart";
import { placeOrder } from "./support/checkout";

/**
 * A new shopper's first visit, on each viewport: sign up, home -> section -> a product in variants -> cart -> checkout,
 * where the account's name and masked phone start the address, the province and district are chosen from lists, and
 * "Bu adresi kaydet" keeps it, a bank transfer, the
 * saved address offered at the next checkout, and My Orders with the transfer's IBANs and the KDV line.
 */
const password = "Baslangic2026";
const iban = "TR68 0001 2345 6789 0123 4567 89";

async function signUp(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Üye Ol" }).click();
  await page.getByLabel("Ad Soyad").fill("Elif Demir");
  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByRole("textbox", { name: "Şifre", exact: true }).fill(password);
  const phone = page.getByRole("textbox", { name: "Cep telefonu (isteğe bağlı)" });
  await phone.click();
  await phone.pressSequentially("5051234567");
  await page.getByRole("checkbox", { name: /Üyelik Sözleşmesi/ }).check();
  await page.getByRole("button", { name: "Üye Ol" }).click();
  await page.waitForURL("/");
}

/** Home -> "Sarf Malzemeler" (sold-out cards marked) -> an ink series -> another colour -> "Sepete Ekle". */
async function chooseAVariant(page: Page) {
  await page.goto("/");
  await page
    .getByRole("region", { name: "Ürün grupları" })
    .getByRole("link", { name: /Sarf Malzemeler/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Sarf Malzemeler" })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: "Tükendi" }).first()).toBeVisible();

  const name = "Pigmentra Sublimasyon Mürekkep Neon Serisi";
  await page.getByRole("link", { name, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // Another colour that is in stock (a sold-out one is named "… (Tükendi)").
  const colour = page
    .getByRole("main")
    .getByRole("group")
    .first()
    .getByRole("link")
    .and(page.locator(":not([aria-current])"))
    .filter({ hasNotText: "Tükendi" })
    .first();
  await colour.click();
  await expect(page).toHaveURL(/-v~/);
  await page.getByRole("button", { name: "Sepete Ekle" }).click();
  await expect(page.getByText("Ürün sepetinize eklendi.")).toBeVisible();
  return name;
}

test("a new shopper signs up, orders a variant by bank transfer with a saved address and finds it in My Orders", async ({ page }) => {
  test.slow();
  const email = `yeni-${test.info().project.name}-${Date.now()}@example.com`;
  await signUp(page, email);
  const product = await chooseAVariant(page);

  // The cart: on desktop a panel that gives the focus back to its button when closed.
  let cart = await openCart(page);
  await expect(cart.getByRole("link", { name: product })).toBeVisible();
  if (isDesktop(page)) {
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Sepetim" })).toBeHidden();
    await expect(page.getByRole("button", { name: /^Sepetim/ })).toBeFocused();
    cart = await openCart(page);
  }
  await cart.getByRole("link", { name: "Alışverişi tamamla" }).click();
  await page.waitForURL(/\/checkout$/);

  // No saved address yet: a new one, started with the account's name and phone, in the address book's fields.
  await expect(page.getByLabel("Ad soyad")).toHaveValue("Elif Demir");
  await expect(page.getByRole("textbox", { name: "Cep telefonu" })).toHaveValue("+90 (505) 123-45-67");
  const province = page.getByRole("combobox", { name: "İl", exact: true });
  await expect(province.getByRole("option")).toHaveCount(82);
  const district = page.getByRole("combobox", { name: "İlçe", exact: true });
  await expect(district.getByRole("option")).toHaveCount(1);
  await province.selectOption("İzmir");
  // İzmir's 30 districts and the prompt; another province's district is not offered.
  await expect(district.getByRole("option")).toHaveCount(31);
  await expect(district.getByRole("option", { name: "Kadıköy" })).toHaveCount(0);
  await district.selectOption("Karşıyaka");
  await page.getByLabel("Mahalle").fill("Bostanlı Mah.");
  await page.getByLabel("Posta kodu").fill("35590");
  await page.getByLabel("Adres (cadde, sokak, bina ve daire no)").fill("Cemal Gürsel Cad. No: 12 D: 4");
  await page.getByLabel("T.C. Kimlik No").fill("10000000146");
  await page.getByLabel("Bu adresi kaydet").check();
  await page.getByRole("button", { name: "Teslimat seçeneklerine geç" }).click();
  await page.getByRole("button", { name: "Ödeme adımına geç" }).click();
  await page.getByRole("radio", { name: "Havale / EFT" }).check();
  await expect(page.getByRole("complementary", { name: "Sipariş özeti" }).getByText("KDV (fiyatlara dahil)")).toBeVisible();
  const number = await placeOrder(page);

  // The next checkout offers the saved address, chosen.
  await addFromProductPage(page, demo.paper.slug);
  await page.goto("/checkout");
  await expect(page.getByRole("radio", { name: /Karşıyaka \/ İzmir/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Yeni bir adres gir/ }).first()).not.toBeChecked();

  // My Orders: the order awaits its transfer, with the store's IBANs and the KDV of the totals.
  await page.goto("/account/my-orders");
  await page.getByRole("link", { name: `${number} numaralı siparişin detayı` }).click();
  await expect(page.getByRole("heading", { name: `Sipariş ${number}` })).toBeVisible();
  await expect(page.getByText(iban)).toBeVisible();
  await expect(page.getByText("KDV (fiyatlara dahil)")).toBeVisible();
  await expect(page.getByText(product)).toBeVisible();
});
