import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

let address = 0;
/**
 * Each test sends from its own address (the shop reads the client's address from X-Forwarded-For), so the
 * per-address limit of five forms in ten minutes applies to each test alone.
 */
test.beforeEach(async ({ page }, testInfo) => {
  address += 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.${testInfo.project.name === "mobile" ? 101 : 100}.${address}` });
});

const field = (page: Page, label: string | RegExp) => page.getByLabel(label, { exact: typeof label === "string" });
// The masked phone field's group carries its label too; the text box is the control.
const phone = (page: Page) => page.getByRole("textbox", { name: /^Telefon/ });

async function expectFieldError(page: Page, label: string | RegExp, message: string) {
  await expectError(field(page, label), message);
}

async function expectError(control: Locator, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}

async function expectConfirmation(page: Page) {
  await expect(page.getByRole("heading", { name: "Talebiniz bize ulaştı" })).toBeVisible();
  await expect(page.getByText(/^Başvuru numaranız: [A-Z]{3}-\d{6}$/)).toBeVisible();
}

async function fillContact(page: Page) {
  await field(page, /^Ad soyad/).fill("Ayşe Yılmaz");
  await field(page, /^Firma adı/).fill("Yılmaz Reklam");
  await field(page, /^E-posta/).fill("ayse@example.com");
  await phone(page).fill("0532 123 45 67");
  await field(page, /^Konu/).fill("Mürekkep fiyatları");
  await field(page, /^Mesajınız/).fill("Aylık 20 litre UV mürekkep için fiyat öğrenmek istiyorum.");
}

test("contact form: Turkish errors on the right fields first, then the confirmation", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "İletişim ve Teklif" })).toBeVisible();
  // The KVKK clarification text is made known, not a consent to tick.
  await expect(page.getByRole("link", { name: /KVKK Aydınlatma Metni/ })).toHaveAttribute("href", "/yasal/aydinlatma-metni");
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await field(page, /^E-posta/).fill("ayse@");
  await phone(page).fill("0532 12");
  await phone(page).blur();
  await expectError(phone(page), "Telefon numarası geçersiz");
  await page.getByRole("button", { name: "Gönder" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "düzeltilmesi gereken alanlar var" })).toBeVisible();
  await expectFieldError(page, /^Ad soyad/, "Bu alan zorunludur.");
  await expectFieldError(page, /^E-posta/, "Geçerli bir e-posta adresi girin.");
  await expectFieldError(page, /^Konu/, "Bu alan zorunludur.");
  await expectFieldError(page, /^Mesajınız/, "Bu alan zorunludur.");
  await expect(field(page, /^Ad soyad/)).toBeFocused();
  await expect(field(page, /^Firma adı/)).not.toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await fillContact(page);
  // With JavaScript a checked form goes to the forms' API (whose limit answers 429), not to the server action.
  const answered = page.waitForResponse((res) => res.url().endsWith("/api/forms/submit"));
  await page.getByRole("button", { name: "Gönder" }).click();
  expect((await answered).status()).toBe(200);
  await expectConfirmation(page);
  await expect(page.getByRole("heading", { name: "Talebiniz bize ulaştı" })).toBeFocused();
  await expectNoAxeViolations(page);
});

test("contact form: the phone field lines up with the e-mail field beside it", async ({ page }) => {
  await page.goto("/contact");
  const email = await field(page, /^E-posta/).boundingBox();
  const box = await page
    .getByRole("group")
    .filter({ has: phone(page) })
    .boundingBox();
  // Two columns on wide screens: both boxes end on one line. In one column the phone is simply below.
  if (box!.x > email!.x) expect(Math.abs(box!.y + box!.height - (email!.y + email!.height))).toBeLessThanOrEqual(1);
  else expect(box!.y).toBeGreaterThan(email!.y + email!.height);
});

test("a quote request from a product page shows the product and starts the subject with it", async ({ page }) => {
  await page.goto("/contact?product=UV-1200");
  await expect(page.getByRole("link", { name: "Lumora UV-1200 Flatbed Yazıcı" })).toHaveAttribute("href", "/lumora-uv-1200-flatbed-yazici");
  await expect(page.getByText("Ürün kodu: UV-1200")).toBeVisible();
  await expect(field(page, /^Konu/)).toHaveValue("Fiyat teklifi: Lumora UV-1200 Flatbed Yazıcı");
  await field(page, /^Ad soyad/).fill("Ali Veli");
  await field(page, /^E-posta/).fill("ali@example.com");
  await field(page, /^Mesajınız/).fill("İki adet için kurulum dahil teklif rica ederim.");
  await page.getByRole("button", { name: "Gönder" }).click();
  await expectConfirmation(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form answers a plain POST with the same errors, keeps the input, then confirms", async ({ page }) => {
    await page.goto("/contact");
    await field(page, /^Ad soyad/).fill("Ayşe Yılmaz");
    await field(page, /^E-posta/).fill("ayse@");
    await phone(page).fill("0532 12");
    await page.getByRole("button", { name: "Gönder" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "düzeltilmesi gereken alanlar var" })).toBeVisible();
    await expectFieldError(page, /^E-posta/, "Geçerli bir e-posta adresi girin.");
    await expectError(phone(page), "Telefon numarası geçersiz");
    await expectFieldError(page, /^Konu/, "Bu alan zorunludur.");
    await expectFieldError(page, /^Mesajınız/, "Bu alan zorunludur.");
    await expect(field(page, /^Ad soyad/)).toHaveValue("Ayşe Yılmaz");
    await expect(field(page, /^Ad soyad/)).not.toHaveAttribute("aria-invalid", "true");
    // axe-core runs as a script in the page, so it is run on these forms in the tests with JavaScript.

    await fillContact(page);
    await page.getByRole("button", { name: "Gönder" }).click();
    await expectConfirmation(page);
  });
});

test("technical service form: errors first, then the confirmation", async ({ page }) => {
  await page.goto("/teknik-servis-formu");
  await field(page, /^Seri numarası/).fill("<>");
  await field(page, /^Arıza açıklaması/).fill("Bozuldu.");
  await field(page, /^Tercih ettiğiniz servis tarihi/).fill("2020-01-01");
  await page.getByRole("button", { name: "Gönder" }).click();
  await expectFieldError(page, /^Makine modeli/, "Bu alan zorunludur.");
  await expectFieldError(page, /^Seri numarası/, "Seri numarası yalnızca harf, rakam");
  await expectFieldError(page, /^Arıza açıklaması/, "Arızayı en az 20 karakterle anlatın.");
  await expectFieldError(page, /^Tercih ettiğiniz servis tarihi/, "Servis tarihi bugünden önce olamaz.");
  await expectError(phone(page), "Bu alan zorunludur.");
  await expectNoAxeViolations(page);

  await field(page, /^Makine modeli/).fill("Lumora UV-2513");
  await field(page, /^Seri numarası/).fill("LM-2513/00042");
  await field(page, /^Arıza açıklaması/).fill("Sarı kanalda çizgilenme var, temizlik programı sorunu çözmüyor.");
  await field(page, /^Tercih ettiğiniz servis tarihi/).fill("");
  await field(page, /^Ad soyad/).fill("Mehmet Demir");
  await field(page, /^E-posta/).fill("mehmet@example.com");
  await phone(page).fill("+90 532 765 43 21");
  await page.getByRole("button", { name: "Gönder" }).click();
  await expectConfirmation(page);
});

test("dealership form: a wrong tax number is caught, then the confirmation", async ({ page }) => {
  await page.goto("/bayilik-formu");
  await field(page, /^Firma adı/).fill("Karadeniz Baskı Ltd. Şti.");
  await field(page, /^Vergi dairesi/).fill("Trabzon");
  await field(page, /^Vergi numarası/).fill("1234567891");
  await field(page, /^Şehir/).selectOption("Trabzon");
  await field(page, /^Sektördeki tecrübe/).fill("on iki");
  await page.getByRole("button", { name: "Gönder" }).click();
  await expectFieldError(page, /^Vergi numarası/, "Geçerli bir vergi numarası girin (10 hane).");
  await expectFieldError(page, /^Sektördeki tecrübe/, "Yılı 0 ile 100 arasında bir sayı olarak girin.");
  await expectFieldError(page, /^Yetkili kişi/, "Bu alan zorunludur.");
  await expect(field(page, /^Vergi numarası/)).toBeFocused();
  await expectNoAxeViolations(page);

  await field(page, /^Vergi numarası/).fill("1234567890");
  await field(page, /^Sektördeki tecrübe/).fill("12");
  await field(page, /^Yetkili kişi/).fill("Zeynep Kaya");
  await field(page, /^E-posta/).fill("zeynep@example.com");
  await phone(page).fill("0462 555 12 34");
  await page.getByRole("button", { name: "Gönder" }).click();
  await expectConfirmation(page);
});
