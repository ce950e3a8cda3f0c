import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { addFromProductPage, demo, openCart } from "./support/cart";
import { chooseDeliveryAndPayment, fillGuestInformation, placeOrder } from "./support/checkout";

// Whole journeys over several pages, each checked with axe: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

test("a guest adds two products, applies a coupon, pays by bank transfer and sees the order number", async ({ page }) => {
  // The welcome coupon is for a first order only: a new e-mail per run and project.
  const email = `misafir-${test.info().project.name}-${Date.now()}@example.com`;
  await addFromProductPage(page, demo.vinyl.slug);
  await addFromProductPage(page, demo.paper.slug);
  const cart = await openCart(page);
  await cart.getByLabel("Kupon kodu").fill("yaz2026");
  await cart.getByRole("button", { name: "Uygula" }).click();
  await expect(cart.getByRole("alert")).toHaveText("Bu kuponun süresi dolmuş.");
  await cart.getByLabel("Kupon kodu").fill("HOSGELDIN10");
  await cart.getByRole("button", { name: "Uygula" }).click();
  await expect(cart.getByText("kuponu uygulandı.")).toBeVisible();
  // 1.249,00 + 650,00 = 1.899,00 TL; 10 % off is 189,90 TL.
  await expect(cart.getByText("-189,90 TL")).toBeVisible();
  await cart.getByRole("link", { name: "Alışverişi tamamla" }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expectNoAxeViolations(page);
  await fillGuestInformation(page, email);
  await chooseDeliveryAndPayment(page, "Havale / EFT");
  await expect(page.getByText("TR68 0001 2345 6789 0123 4567 89")).toBeVisible();
  const number = await placeOrder(page);

  await expect(page.getByText(`açıklamaya sipariş numaranızı (${number}) yazın`)).toBeVisible();
  await expect(page.getByText("Ödeme bekleniyor")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);

  // The cart starts again empty.
  const after = await openCart(page);
  await expect(after.getByText("Sepetiniz boş")).toBeVisible();
});

test("a guest cart merges on sign-in; the customer pays cash on delivery and finds the order in My Orders", async ({ page }) => {
  await addFromProductPage(page, demo.paper.slug);
  await page.goto("/auth?redirect=/checkout");
  await page.getByLabel("E-posta adresi").fill("demo@lumora.example");
  await page.getByRole("textbox", { name: "Şifre", exact: true }).fill("Demo1234!");
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await page.waitForURL(/\/checkout$/);

  // The guest's line is in the customer's cart now.
  const summary = page.getByRole("complementary", { name: "Sipariş özeti" });
  await expect(summary.getByText(demo.paper.name)).toBeVisible();
  // A customer picks one of the saved addresses (the default one is chosen) and gives no e-mail.
  await expect(page.getByLabel("E-posta adresi")).toHaveCount(0);
  await expect(page.getByRole("radio", { name: /Yeni bir adres gir/ }).first()).not.toBeChecked();
  await page.getByRole("button", { name: "Teslimat seçeneklerine geç" }).click();
  await chooseDeliveryAndPayment(page, "Kapıda ödeme");
  await expect(summary.getByText("Kapıda ödeme hizmet bedeli")).toBeVisible();
  const number = await placeOrder(page);
  await expect(page.getByText("Hazırlanıyor")).toBeVisible();

  await page.getByRole("link", { name: "Siparişlerime git" }).click();
  await expect(page.getByRole("heading", { name: "Siparişlerim" })).toBeVisible();
  await page.getByRole("link", { name: `${number} numaralı siparişin detayı` }).click();
  await expect(page.getByRole("heading", { name: `Sipariş ${number}` })).toBeVisible();
  await expect(page.getByText(demo.paper.name)).toBeVisible();
  await expect(page.getByText("Hazırlanıyor").first()).toBeVisible();
});

test("cash on delivery is not offered for a machine, and says why", async ({ page }) => {
  await addFromProductPage(page, "lumora-uv-1200-flatbed-yazici");
  await page.goto("/checkout");
  await fillGuestInformation(page, `makine-${test.info().project.name}@example.com`);
  await page.getByRole("button", { name: "Ödeme adımına geç" }).click();
  await expect(page.getByRole("radio", { name: "Kapıda ödeme" })).toBeDisabled();
  await expect(page.getByText("Kapıda ödeme, Makineler kategorisindeki ürünlerde kullanılamaz.")).toBeVisible();
  await page.getByRole("radio", { name: "Havale / EFT" }).check();
  await expect(page.getByText("TR68 0001 2345 6789 0123 4567 89")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("with a separate billing address the invoice type and T.C. Kimlik No are asked once, for the billing address", async ({ page }) => {
  await addFromProductPage(page, demo.vinyl.slug);
  await page.goto("/checkout");
  const delivery = page.getByRole("group", { name: "Teslimat adresi" });
  await expect(delivery.getByLabel("T.C. Kimlik No")).toBeVisible();
  // A click before the page is hydrated is undone by React: try again until the form follows it.
  await expect(async () => {
    await page.getByLabel("Fatura adresim teslimat adresimle aynı").uncheck();
    await expect(delivery.getByLabel("T.C. Kimlik No")).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  await expect(delivery.getByRole("group", { name: "Fatura türü" })).toHaveCount(0);
  await expect(page.getByLabel("T.C. Kimlik No")).toHaveCount(1);
  await expect(page.getByRole("group", { name: "Fatura türü" })).toHaveCount(1);
  await expectNoAxeViolations(page);
});
