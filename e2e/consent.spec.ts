import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { demo } from "./support/cart";
import { placeBankTransferOrder } from "./support/checkout";

test.describe.configure({ timeout: 150_000 });

test("a customer signs up with campaign e-mails ticked and withdraws them in My Account with one click", async ({ page }, testInfo) => {
  const email = `izin-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Üye Ol" }).click();
  await page.getByLabel("Ad Soyad").fill("Ece Yıldız");
  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByRole("textbox", { name: "Şifre", exact: true }).fill("Izinli2026");
  const emailBox = page.getByRole("checkbox", { name: /e-posta ile haberdar/ });
  const smsBox = page.getByRole("checkbox", { name: /SMS ile haberdar/ });
  await expect(emailBox).not.toBeChecked();
  await expect(smsBox).not.toBeChecked();
  await emailBox.check();
  await page.getByRole("checkbox", { name: /Üyelik Sözleşmesi/ }).check();
  await page.getByRole("button", { name: "Üye Ol" }).click();
  await page.waitForURL("/");

  await page.goto("/account/my-account");
  const section = page.getByRole("region", { name: "Ticari İleti İzinleri" });
  const emailItem = section.getByRole("listitem").filter({ hasText: "E-posta" });
  await expect(emailItem.getByText(/^İzin verildi: /)).toBeVisible();
  await expect(section.getByRole("listitem").filter({ hasText: "SMS" }).getByText("İzin verilmedi.")).toBeVisible();
  await expectNoAxeViolations(page);

  await emailItem.getByRole("button", { name: "İzni Geri Al (E-posta)" }).click();
  await expect(section.getByRole("status")).toHaveText("Tercihiniz kaydedildi.");
  await expect(emailItem.getByText(/^İzin geri alındı: /)).toBeVisible();
  await expect(emailItem.getByRole("button", { name: "İzin Ver (E-posta)" })).toBeVisible();
  // The choice is the stored one, not just the page's.
  await page.reload();
  await expect(emailItem.getByText(/^İzin geri alındı: /)).toBeVisible();
});

test("a guest finds their order by its number and e-mail, and a wrong e-mail finds nothing", async ({ page }, testInfo) => {
  const email = `sorgu-${testInfo.project.name}-${Date.now()}@example.com`;
  const number = await placeBankTransferOrder(page, demo.paper.slug, email);

  await page.goto("/siparis-sorgula");
  await expect(page.getByRole("link", { name: "KVKK Aydınlatma Metni" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Sipariş numarası").fill(number);
  await page.getByLabel("E-posta adresi").fill(`baska-${email}`);
  await page.getByRole("button", { name: "Siparişi Göster" }).click();
  await expect(page.getByRole("form", { name: "Sipariş Sorgula" }).getByRole("alert")).toContainText("eşleşen bir sipariş bulunamadı");

  await page.getByLabel("E-posta adresi").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Siparişi Göster" }).click();
  await page.waitForURL("/siparis-sorgula/siparis");
  await expect(page.getByRole("heading", { name: `Sipariş ${number}` })).toBeVisible();
  await expect(page.getByText(demo.paper.name).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole("link", { name: "Başka bir sipariş sorgula" })).toHaveAttribute("href", "/siparis-sorgula");

  // The proven guest has what My Orders offers: the documents and cancelling, through the lookup's cookie.
  const contracts = page.getByRole("link", { name: "Ön bilgilendirme formu ve mesafeli satış sözleşmesi (PDF)" });
  const href = await contracts.getAttribute("href");
  expect(href).toMatch(/^\/api\/orders\/lookup\/order-document\?order=\d+&document=contracts$/);
  const pdf = await page.request.get(href!);
  expect([pdf.status(), (await pdf.body()).subarray(0, 5).toString()]).toEqual([200, "%PDF-"]);
  await expect(page.getByRole("link", { name: "Proforma fatura (PDF)" })).toBeVisible();
  const cancel = page.locator("details").filter({ hasText: "Siparişi iptal et" });
  await cancel.getByText("Siparişi iptal et", { exact: true }).first().click();
  await expect(cancel.getByRole("link", { name: /KVKK Aydınlatma Metni/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await cancel.getByRole("button", { name: "Siparişi iptal et" }).click();
  await expect(page.getByText("İptal edildi").first()).toBeVisible();
});
