import { type Browser, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { newestMailTo } from "./support/mail";
import { origin, signInWithForm, staffPage } from "./support/session";

// A journey of two people across the back office: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

/**
 * A staff invitation in Chromium, from the owner's mail to the audit trail: the owner invites a catalogue member,
 * the invitee opens the mailed link, sets a password and signs in to the catalogue part alone, changes a price,
 * and the owner reads that change under the invitee's name. Data only this spec touches: this product's price
 * (lowered, so it stays under its list price); the trail keeps prices in kuruş.
 */
const product = {
  code: "KVX-PSK-35",
  name: "Kuvarlux LED Sürücü Kartı (35 cm)",
  price: { typed: "5.432,10", stored: '"salesPrice":543210' },
};
const invitee = { name: "Elif Katalogcu", email: `davetli-katalog-${Date.now()}@lumora.example`, password: "Davetli2026x" };
/** The menu a catalogue member sees: the summary, the catalogue's pages, the second factor and the way back. */
const CATALOGUE_MENU = [
  "Özet",
  "Ürünler",
  "CSV Aktarımı",
  "Menü ve Vitrin",
  "Kategoriler",
  "Markalar",
  "Popüler Aramalar",
  "Arama Analizi",
  "İki Adımlı Doğrulama",
  "Mağazaya dön",
];

/** A browser of the invitee's own, signed in to nothing. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin(), viewport: test.info().project.use.viewport, locale: "tr-TR" });
  return context.newPage();
}

test("the owner invites a catalogue member by mail, who changes a price the owner then reads in the audit trail", async ({ browser }) => {
  const owner = await staffPage(browser);
  await owner.goto("/admin/staff");
  const form = owner.getByRole("form", { name: "Personel davet et" });
  await form.getByLabel("Ad Soyad").fill(invitee.name);
  await form.getByLabel("E-posta adresi").fill(invitee.email);
  await form.getByLabel("Rol").selectOption({ label: "Katalog" });
  await expectNoAxeViolations(owner);
  await form.getByRole("button", { name: "Davet gönder" }).click();
  await expect(owner.getByText("Davet e-postası gönderildi.")).toBeVisible();
  await expect(owner.getByRole("region", { name: "Bekleyen davetler" })).toContainText(invitee.email);

  // The mail the worker sent, with its one-time link (to this server's own address).
  await expect.poll(() => newestMailTo(invitee.email)?.subject ?? "", { timeout: 30_000 }).toContain("davet edildiniz");
  const mail = newestMailTo(invitee.email)!;
  expect(mail.text).toContain("Katalog");
  const link = /https?:\/\/\S+\/auth\/personel-daveti\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, "the mail holds the invitation's link").toBeTruthy();

  const page = await freshPage(browser);
  const { pathname, search } = new URL(link!);
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole("heading", { name: "Personel davetini kabul et", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "Yeni şifre" }).fill(invitee.password);
  await page.getByRole("button", { name: "Hesabımı aç" }).click();
  await expect(page.getByRole("status")).toContainText("Hesabınız açıldı");
  await page.getByRole("link", { name: "Giriş yap" }).click();
  await signInWithForm(page, invitee.email, invitee.password);
  await expect(page).toHaveURL(/\/admin$/);

  const menu = page.getByRole("navigation", { name: "Yönetim menüsü" });
  await expect(menu.getByRole("link")).toHaveText(CATALOGUE_MENU);
  const orders = await page.goto("/admin/orders");
  expect(orders?.status()).toBe(403);
  await expect(page.getByText("Bu bölüm rolünüze açık değil")).toBeVisible();

  await page.goto(`/admin/products?q=${product.code}`);
  await page.getByRole("link", { name: product.name }).click();
  // The product's main form (its page has other forms with a save button of their own).
  const productForm = page.locator("form").filter({ has: page.getByLabel("Satış fiyatı (TL)") });
  await productForm.getByLabel("Satış fiyatı (TL)").fill(product.price.typed);
  await productForm.getByRole("button", { name: "Kaydet", exact: true }).click();
  await expect(page.getByText("Değişiklikler kaydedildi.")).toBeVisible();

  await owner.goto("/admin/audit");
  const change = owner.getByRole("row").filter({ hasText: invitee.name }).filter({ hasText: "Ürün güncellendi" });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(product.price.stored);
  await expectNoAxeViolations(owner);
});
