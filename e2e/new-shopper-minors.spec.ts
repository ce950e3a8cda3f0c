import { expect, test } from "@playwright/test";
import { addFromProductPage, demo, isDesktop, openCart } from "./support/cart";
import { approveContracts, fillGuestInformation } from "./support/checkout";
import { mailAbout } from "./support/mail";
import { setStatus, staffPage } from "./support/session";

// A guest's order from the listing to its shipped status page, with staff in a browser of their own.
test.describe.configure({ timeout: 150_000 });

test("a page number past the end shows the last page, and the results page's box holds the query", async ({ page }) => {
  const response = await page.goto("/makineler?page=99");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("link", { name: /Sonraki/ })).toHaveCount(0);

  await page.goto("/search?query=baskı");
  const box = isDesktop(page)
    ? page.getByRole("searchbox", { name: "Aramanızı değiştirin" })
    : page.getByRole("main").getByRole("searchbox", { name: "Ürün, kategori veya marka ara" });
  await expect(box).toHaveValue("baskı");
});

test("a guest checks out in one round, follows the express total, and is sent to the order lookup", async ({ page, browser }) => {
  const email = `misafir-${test.info().project.name}-${Date.now()}@example.com`;
  await addFromProductPage(page, demo.vinyl.slug);
  await page.goto("/checkout");

  // One submit flags every required field at once; each is marked as required.
  await expect(page.getByText("* ile işaretli alanların doldurulması zorunludur.")).toBeVisible();
  await page.getByRole("button", { name: "Teslimat seçeneklerine geç" }).click();
  for (const name of ["E-posta adresi", "Ad soyad", "Mahalle", "Posta kodu"])
    await expect(page.getByRole("textbox", { name, exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: "E-posta adresi" })).toHaveAttribute("required", "");

  // The mobile phone field refuses a landline.
  await page.getByRole("textbox", { name: "Cep telefonu" }).fill("0212 555 01 23");
  await page.getByRole("button", { name: "Teslimat seçeneklerine geç" }).click();
  await expect(page.getByText("Lütfen 5 ile başlayan bir cep telefonu numarası yazın", { exact: false })).toBeVisible();
  await fillGuestInformation(page, email);

  // Choosing express delivery changes the summary's shipping and total at once.
  const summary = page.locator("aside").filter({ has: page.getByRole("heading", { name: "Sipariş özeti" }) });
  const before = await summary.textContent();
  await page.getByRole("radio", { name: /Hızlı teslimat/ }).check();
  await expect.poll(() => summary.textContent()).not.toBe(before);
  await page.getByRole("radio", { name: /Standart teslimat/ }).check();
  await expect.poll(() => summary.textContent()).toBe(before);

  await page.getByRole("button", { name: "Ödeme adımına geç" }).click();
  await page.getByRole("radio", { name: "Havale / EFT" }).check();
  await approveContracts(page);
  await page.getByRole("button", { name: "Siparişi onayla" }).click();
  await expect(page.getByRole("heading", { name: "Siparişiniz alındı" })).toBeVisible();
  const number = (await page.getByTestId("order-number").textContent()) ?? "";
  await expect(page.getByRole("link", { name: "Sipariş Sorgula" })).toHaveAttribute("href", "/siparis-sorgula");
  expect((await mailAbout(email, number)).text).toContain("/siparis-sorgula");

  // Staff take the payment and ship it: the guest's mail leads to the lookup, not to an account.
  const back = await staffPage(browser);
  await back.goto(`/admin/orders?q=${number}`);
  await back.getByRole("link", { name: number }).click();
  for (const status of ["Ödendi", "Kargoya verildi"]) {
    await setStatus(back, status);
  }
  await back.context().close();
  const shipped = await mailAbout(email, `${number} numaralı siparişiniz: Kargoya verildi`);
  expect(shipped.text).toContain("/siparis-sorgula");
  expect(shipped.text).not.toContain("/account/my-orders");

  // The guest's status page of the shipped order no longer asks for the payment.
  await page.goto("/siparis-sorgula");
  await page.getByLabel("Sipariş numarası").fill(number);
  await page.getByLabel(/E-posta/).fill(email);
  await page.getByRole("button", { name: "Siparişi Göster" }).click();
  await expect(page.getByText("Kargoya verildi").first()).toBeVisible();
  await expect(page.getByText("Ödemeniz bekleniyor")).toHaveCount(0);
});

test("a new customer is welcomed as signed in; the product's quote form knows them and asks how many, the cart's takes a note", async ({
  page,
}) => {
  const email = `teklif-${test.info().project.name}-${Date.now()}@example.com`;
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Üye Ol" }).click();
  await page.getByLabel("Ad Soyad").fill("Deniz Kaya");
  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByRole("textbox", { name: "Şifre", exact: true }).fill("Baslangic2026");
  const phone = page.getByRole("textbox", { name: "Cep telefonu (isteğe bağlı)" });
  await phone.click();
  await phone.pressSequentially("5321234567");
  await page.getByRole("checkbox", { name: /Üyelik Sözleşmesi/ }).check();
  await page.getByRole("button", { name: "Üye Ol" }).click();
  await page.waitForURL("/");
  // Landing on the home page says so, and on a phone the account tab shows the session.
  await expect(page.getByText("Hoş geldiniz, Deniz Kaya. Hesabınız açıldı, oturumunuz açık.")).toBeVisible();
  if (!isDesktop(page)) await expect(page.getByRole("navigation", { name: "Alt menü" }).getByTestId("signed-in-mark")).toBeVisible();

  await page.goto(`/${demo.vinyl.slug}`);
  await page.getByRole("link", { name: "Teklif İste" }).click();
  await expect(page.getByRole("textbox", { name: /^Ad soyad/ })).toHaveValue("Deniz Kaya");
  await expect(page.getByRole("textbox", { name: /^E-posta/ })).toHaveValue(email);
  await expect(page.getByRole("textbox", { name: /^Telefon/ })).toHaveValue("+90 (532) 123-45-67");
  await expect(page.getByRole("textbox", { name: /^Adet/ })).toHaveValue("1");

  await addFromProductPage(page, demo.vinyl.slug);
  const cart = await openCart(page);
  await cart.getByRole("textbox", { name: "Teklif için notunuz (isteğe bağlı)" }).fill("Şubat başında teslim mümkün mü?");
  await cart.getByRole("button", { name: "Sepet için fiyat teklifi iste" }).click();
  await expect(page).toHaveURL(/\/account\/my-quotes\/TK-/);
  await expect(page.getByText("Şubat başında teslim mümkün mü?", { exact: true })).toBeVisible();
});

test("a phone's filters open as a sheet over the listing, and its button shows the chosen products", async ({ page }) => {
  await page.goto("/makineler");
  const filters = page.getByRole("region", { name: "Filtrele" });
  if (!isDesktop(page)) {
    await expect(filters).toBeHidden();
    await page.getByRole("button", { name: "Filtrele" }).click();
  }
  const option = filters
    .getByRole("region", { name: "Marka" })
    .getByRole("link", { name: /\(\d+\)$/ })
    .first();
  const count = Number((await option.textContent())?.match(/\((\d+)\)$/)?.[1]);
  await option.click();
  await expect(page).toHaveURL(/\?/);
  if (!isDesktop(page)) {
    // The choice reloads the listing behind the sheet, which stays open until its button shows the products.
    await expect(filters).toBeVisible();
    await page.getByRole("button", { name: `${count} ürünü göster` }).click();
    await expect(filters).toBeHidden();
  }
  await expect(page.getByText(`${count} ürün`, { exact: true })).toBeInViewport();
});
