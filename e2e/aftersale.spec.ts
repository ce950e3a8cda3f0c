import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { placeBankTransferOrder } from "./support/checkout";
import { e2eStaff } from "./support/staff";

// A journey across the shop and the back office: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const staff = { email: e2eStaff.email, password: e2eStaff.password() };
const ordered = "lumora-eco-solvent-hat-yikama-sivisi-500-ml";
const origin = () => new URL(test.info().project.use.baseURL!).origin;

async function signIn(page: Page, who: { email: string; password: string }) {
  const res = await page.request.post("/api/auth/sign-in/email", { data: who, headers: { origin: origin() } });
  expect(res.ok()).toBe(true);
}

async function setStatus(page: Page, status: string) {
  await page.getByLabel("Yeni durum").selectOption({ label: status });
  await page.getByRole("button", { name: "Durumu güncelle" }).click();
  await expect(page.getByRole("region", { name: "Durum geçmişi" }).getByText(status)).toBeVisible();
}

test("staff ship with a Yurtiçi tracking number; the customer follows it, returns the line and sees the refund", async ({ page }) => {
  const customer = { email: `iade-${test.info().project.name}-${Date.now()}@example.com`, password: "Baslangic2026" };
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Deniz Kaya", ...customer, acceptedMembershipAgreement: true },
    headers: { origin: origin() },
  });
  expect(signUp.ok()).toBe(true);
  const number = await placeBankTransferOrder(page, ordered);
  const tracking = `YK${Date.now()}`;

  await signIn(page, staff);
  await page.goto(`/admin/orders?q=${number}`);
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { name: `Sipariş ${number}` })).toBeVisible();
  const orderUrl = page.url();
  await setStatus(page, "Ödendi");
  const panel = page.getByRole("region", { name: "Kargo ve iadeler" });
  await panel.getByLabel("Kargo firması").selectOption({ label: "Yurtiçi Kargo" });
  await panel.getByLabel("Takip numarası").fill(tracking);
  await panel.getByRole("button", { name: "Kargoya verildi olarak işaretle" }).click();
  await expect(panel.getByRole("link", { name: "Takip sayfası" })).toBeVisible();
  await expectNoAxeViolations(page);
  await setStatus(page, "Teslim edildi");

  await signIn(page, customer);
  await page.goto("/account/my-orders");
  await page.getByRole("link", { name: `${number} numaralı siparişin detayı` }).click();
  const aftersale = page.getByRole("region", { name: "Kargo, iptal ve iade" });
  await expect(aftersale.getByRole("link", { name: "Kargonuzu takip edin" })).toHaveAttribute(
    "href",
    `https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=${tracking}`,
  );
  await expect(aftersale.getByText(/cayma hakkınızı kullanarak iade talebinde bulunabilirsiniz/)).toBeVisible();
  await aftersale.getByText("İade talebi oluştur").click();
  await aftersale.getByLabel(/iade adedi/).fill("1");
  await aftersale.getByLabel("İade nedeni").fill("Yanlış ürünü sipariş etmişim.");
  await aftersale.getByLabel("İadenin yapılacağı IBAN").fill("TR33 0006 1005 1978 6457 8413 26");
  await expectNoAxeViolations(page);
  await aftersale.getByRole("button", { name: "İade talebini gönder" }).click();
  await expect(aftersale.getByText("İnceleniyor")).toBeVisible();

  await signIn(page, staff);
  await page.goto(orderUrl);
  await panel.getByLabel("Müşteriye not").fill("Ürün depomuza ulaştı.");
  await panel.getByRole("button", { name: "Onayla ve iade et" }).click();
  await expect(panel.getByText(/İade: .* \(havale ile\)/)).toBeVisible();

  await signIn(page, customer);
  await page.goto(orderUrl.replace(/\/admin\/orders\//, "/account/my-orders/"));
  await expect(aftersale.getByText("Onaylandı", { exact: true })).toBeVisible();
  await expect(
    aftersale.getByText(/iadesi kaydedildi; TR330006100519786457841326 IBAN'lı hesabınıza havale ile gönderilecek/),
  ).toBeVisible();
  await expect(aftersale.getByText("Notumuz: Ürün depomuza ulaştı.")).toBeVisible();
  await expectNoAxeViolations(page);
});
