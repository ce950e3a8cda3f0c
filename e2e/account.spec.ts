import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { mailAbout, newestMailTo } from "./support/mail";
import { origin, signUpAndIn } from "./support/session";
import { demoCustomer } from "./support/shell";

const sessionEmail = async (page: Page) => (await (await page.request.get("/api/auth/get-session")).json())?.user?.email ?? null;

async function signInWith(page: Page, email: string, password: string) {
  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByRole("textbox", { name: "Şifre", exact: true }).fill(password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
}

/** Sign Out from the account navigation: the aside on desktop, /mobile/my-account on phones. */
async function signOut(page: Page, isMobile: boolean) {
  await page.goto(isMobile ? "/mobile/my-account" : "/account/my-account");
  await page.getByRole("button", { name: "Çıkış Yap" }).click();
  await page.waitForURL("/");
  await expect.poll(() => sessionEmail(page)).toBeNull();
}

test("a customer signs up, signs in through the redirect, manages addresses and profile, resets the password and signs out", async ({
  page,
  isMobile,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = `e2e-${testInfo.project.name}-${Date.now()}@example.com`;

  // Sign up, with the phone mask, the clarification text as information, the membership agreement to accept
  // and the campaign e-mails left unticked.
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Üye Ol" }).click();
  await page.getByLabel("Ad Soyad").fill("Deniz Kaya");
  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByRole("textbox", { name: "Şifre", exact: true }).fill("Baslangic2026");
  const phone = page.getByRole("textbox", { name: "Cep telefonu (isteğe bağlı)" });
  await phone.click();
  await phone.pressSequentially("53212");
  // The country shows as its code, not as a flag emoji that needs a font many systems lack.
  await expect(page.getByTestId("phone-country")).toHaveText("TR");
  const countryCodes = await page.getByRole("combobox", { name: "Ülke telefon kodu" }).textContent();
  expect(countryCodes).toContain("Türkiye (+90)");
  expect(countryCodes).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  await page.getByLabel("Ad Soyad").focus();
  await expect(page.getByText("Telefon numarası geçersiz")).toBeVisible();
  await phone.click();
  await phone.press("End");
  await phone.pressSequentially("34567");
  await expect(phone).toHaveValue("+90 (532) 123-45-67");
  await expect(page.getByText("Telefon numarası geçersiz")).toBeHidden();
  await page.getByRole("button", { name: "Üye Ol" }).click();
  await expect(page.getByText("Üyelik Sözleşmesi'ni kabul etmelisiniz")).toBeVisible();
  await expect(page.getByRole("link", { name: "KVKK Aydınlatma Metni" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /KVKK/ })).toHaveCount(0);
  for (const box of await page.getByRole("checkbox", { name: /Kampanya/ }).all()) await expect(box).not.toBeChecked();
  await page.getByText("Üyelik Sözleşmesi'ni oku", { exact: true }).click();
  await expect(page.getByText("Bu Üyelik Sözleşmesi,")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("checkbox", { name: /Üyelik Sözleşmesi/ }).check();
  await page.getByRole("button", { name: "Üye Ol" }).click();
  await page.waitForURL("/");
  await expect.poll(() => sessionEmail(page)).toBe(email);

  await signOut(page, isMobile);

  // A guest opening an account page is sent to sign in, and comes back to it.
  await page.goto("/account/my-addresses");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Faccount%2Fmy-addresses$/);
  await signInWith(page, email, "Baslangic2026");
  await page.waitForURL("/account/my-addresses");
  await expect(page.getByText("Henüz kayıtlı adresiniz yok.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Add an address; the postcode must belong to the province.
  await page.getByRole("link", { name: "Yeni Adres Ekle" }).click();
  await page.getByLabel("Adres başlığı").fill("Ev");
  await expect(page.getByLabel("Ad Soyad")).toHaveValue("Deniz Kaya");
  await expect(page.getByRole("textbox", { name: "Cep telefonu" })).toHaveValue("+90 (532) 123-45-67");
  await page.getByRole("combobox", { name: "İl", exact: true }).selectOption("İstanbul");
  await page.getByRole("combobox", { name: "İlçe", exact: true }).selectOption("Kadıköy");
  await page.getByLabel("Mahalle").fill("Caferağa Mahallesi");
  await page.getByLabel("Posta kodu").fill("06100");
  await page.getByLabel(/^Adres \(cadde/).fill("Moda Caddesi No: 10 Daire: 3");
  await page.getByLabel("T.C. Kimlik No").fill("10000000146");
  await page.getByRole("button", { name: "Adresi Kaydet" }).click();
  await expect(page.getByText("Posta kodu seçilen ile ait değil.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Posta kodu").fill("34710");
  await page.getByRole("button", { name: "Adresi Kaydet" }).click();
  await page.waitForURL("/account/my-addresses?saved=1");
  const home = page.getByRole("article", { name: /^Ev/ });
  await expect(home).toContainText("Varsayılan adres");
  await expect(home).toContainText("Caferağa Mahallesi, Kadıköy / İstanbul 34710");

  // Edit it into a corporate invoice address.
  await page.getByRole("link", { name: "Ev adresini düzenle" }).click();
  await page.getByLabel("Adres başlığı").fill("Atölye");
  await page.getByRole("radio", { name: "Kurumsal" }).check();
  await page.getByLabel("Firma adı").fill("Kaya Baskı Ltd. Şti.");
  await page.getByLabel("Vergi dairesi").fill("Kadıköy");
  await page.getByLabel("Vergi kimlik numarası").fill("1234567890");
  await page.getByRole("button", { name: "Adresi Kaydet" }).click();
  await page.waitForURL("/account/my-addresses?saved=1");
  const workshop = page.getByRole("article", { name: /^Atölye/ });
  await expect(workshop).toContainText("Kurumsal fatura · Kaya Baskı Ltd. Şti.");
  await expect(page.getByRole("article", { name: /^Ev/ })).toHaveCount(0);

  // Delete it after confirming.
  await page.getByRole("button", { name: "Atölye adresini sil" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Adres silinsin mi?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Evet, sil" }).click();
  await expect(page.getByText("Henüz kayıtlı adresiniz yok.")).toBeVisible();

  // Rename; the header follows without a reload.
  await page.goto("/account/my-account");
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await page.getByLabel("Ad Soyad").fill("Deniz Yılmaz");
  // Emptying the phone removes it (no "invalid", no old number coming back).
  const profilePhone = page.getByRole("textbox", { name: "Cep telefonu" });
  await profilePhone.fill("");
  await page.getByLabel("Ad Soyad").focus();
  await expect(profilePhone).toHaveValue("");
  await expect(page.getByText("Telefon numarası geçersiz")).toBeHidden();
  await page.getByRole("button", { name: "Bilgilerimi Kaydet" }).click();
  await expect(page.getByText("Bilgileriniz güncellendi.")).toBeVisible();
  await expect(profilePhone).toHaveValue("");
  await expectNoAxeViolations(page);
  if (isMobile) {
    // The phone header has no user menu: the account tab shows the name.
    await page.getByRole("link", { name: "Hesabım" }).click();
    await expect(page.getByRole("heading", { name: "Deniz Yılmaz" })).toBeVisible();
  } else {
    await expect(page.getByRole("button", { name: /Deniz Yılmaz/ })).toBeVisible();
  }
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Reset the password through the mailed link, then sign in with the new one.
  await page.goto("/auth/forgot-password");
  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByRole("button", { name: "Bağlantıyı Gönder" }).click();
  await expect(page.getByText(/şifre yenileme bağlantısı gönderildi/)).toBeVisible();
  await expect.poll(() => newestMailTo(email)?.subject ?? "", { timeout: 15_000 }).toContain("şifre yenileme");
  const link = newestMailTo(email)!.text.match(/https?:\/\/\S+/)![0];
  await page.goto(link);
  await page.getByRole("textbox", { name: "Yeni şifre", exact: true }).fill("Yenilendi2026");
  await page.getByRole("textbox", { name: "Yeni şifre (tekrar)" }).fill("Yenilendi2026");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Şifremi Güncelle" }).click();
  await page.waitForURL("/auth?reset=1");
  await expect(page.getByText("Şifreniz güncellendi.")).toBeVisible();
  expect(await sessionEmail(page)).toBeNull();
  await signInWith(page, email, "Yenilendi2026");
  await page.waitForURL("/");
  await expect.poll(() => sessionEmail(page)).toBe(email);

  await signOut(page, isMobile);
});

test("an outside redirect target is ignored: sign-in lands on the home page", async ({ page, baseURL }) => {
  await page.goto("/auth?redirect=https://evil.example");
  await signInWith(page, demoCustomer.email, demoCustomer.password);
  await page.waitForURL(`${baseURL}/`);
  expect(new URL(page.url()).origin).toBe(baseURL);
});

test("a customer reads an order with its status history", async ({ page }) => {
  await page.goto("/account/my-orders");
  await signInWith(page, demoCustomer.email, demoCustomer.password);
  await page.waitForURL("/account/my-orders");
  await expect(page.getByRole("heading", { name: "Siparişlerim" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "LM-4Q7M2XK9TD numaralı siparişin detayı" }).click();
  await expect(page.getByRole("heading", { name: "Sipariş LM-4Q7M2XK9TD" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sipariş geçmişi" })).toBeVisible();
  await expect(page.getByText("Teslim edildi").first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a new customer gets a welcome mail and deletes the account with the password", async ({ page }, testInfo) => {
  const email = `silinecek-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUpAndIn(page, { name: "Selin Aydın", email, password: "Silinecek2026" });
  await expect.poll(() => newestMailTo(email)?.subject, { timeout: 15_000 }).toBe("Lumora üyeliğiniz oluşturuldu");

  await page.goto("/account/my-account");
  const form = page.getByRole("form", { name: "Hesabımı sil" });
  // The shop's own dialog asks for the confirmation (no browser confirm()); cancelling it deletes nothing.
  const confirmation = page.getByRole("dialog", { name: "Hesabınız silinsin mi?" });
  const browserDialogs: string[] = [];
  page.on("dialog", (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await form.getByLabel("Onay için şifreniz").fill("Yanlis2026");
  await form.getByRole("button", { name: "Hesabımı Sil" }).click();
  await expect(confirmation).toContainText("bu işlem geri alınamaz");
  await expectNoAxeViolations(page);
  await confirmation.getByRole("button", { name: "Vazgeç" }).click();
  await expect(confirmation).toBeHidden();
  await form.getByRole("button", { name: "Hesabımı Sil" }).click();
  await confirmation.getByRole("button", { name: "Evet, hesabımı sil" }).click();
  await expect(form.getByText("Şifre hatalı; hesabınız silinmedi.")).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel("Onay için şifreniz").fill("Silinecek2026");
  await form.getByRole("button", { name: "Hesabımı Sil" }).click();
  await confirmation.getByRole("button", { name: "Evet, hesabımı sil" }).click();
  await page.waitForURL("/");
  await expect.poll(() => sessionEmail(page)).toBeNull();
  await expect.poll(() => newestMailTo(email)?.subject, { timeout: 15_000 }).toBe("Lumora hesabınız silindi");
  expect(browserDialogs).toEqual([]);
});

test("signing up with an address that has an account signs no one in and says a mail went to it", async ({ page, request }, testInfo) => {
  const email = `mevcut-${testInfo.project.name}-${Date.now()}@example.com`;
  const owner = { name: "Selin Aydın", email, password: "Sahibi2026", acceptedMembershipAgreement: true };
  expect((await request.post("/api/auth/sign-up/email", { data: owner, headers: { origin: origin() } })).status()).toBe(200);

  await page.goto("/auth");
  await page.getByRole("tab", { name: "Üye Ol" }).click();
  await page.getByLabel("Ad Soyad").fill("Başka Biri");
  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByRole("textbox", { name: "Şifre", exact: true }).fill("Baskasi2026");
  await page.getByRole("checkbox", { name: /Üyelik Sözleşmesi/ }).check();
  await page.getByRole("button", { name: "Üye Ol" }).click();
  await expect(page.getByText("E-posta adresinize bir mesaj gönderdik")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await sessionEmail(page)).toBeNull();
  // The welcome of the first sign-up is queued too: the worker may send the two in either order.
  await mailAbout(email, "Lumora: bu e-posta adresiyle üye olunmak istendi");
});
