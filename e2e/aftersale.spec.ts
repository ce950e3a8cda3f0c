import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { placeBankTransferOrder } from "./support/checkout";
import { openWithLive, sameDocument } from "./support/live";
import { setStatus, signIn, signUpCustomer, staffPage } from "./support/session";
import { e2eStaff } from "./support/staff";

// A journey across the shop and the back office: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const staff = { email: e2eStaff.email, password: e2eStaff.password() };
const ordered = "lumora-eco-solvent-hat-yikama-sivisi-500-ml";

test("staff ship with a Yurtiçi tracking number; the customer follows it, returns the line and sees the refund", async ({
  page,
  browser,
}) => {
  const customer = await signUpCustomer(page, "iade");
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

  // The customer's page stays open while staff decide in a browser of their own: the decision shows there live.
  await openWithLive(page, page.url());
  const back = await staffPage(browser);
  await back.goto(orderUrl);
  const staffPanel = back.getByRole("region", { name: "Kargo ve iadeler" });
  await staffPanel.getByLabel("Müşteriye not").fill("Ürün depomuza ulaştı.");
  await staffPanel.getByRole("button", { name: "Onayla ve iade et" }).click();
  await expect(staffPanel.getByText(/İade: .* \(havale ile\)/)).toBeVisible();
  await back.context().close();
  await expect(aftersale.getByText("Onaylandı", { exact: true })).toBeVisible({ timeout: 5000 });
  expect(await sameDocument(page)).toBe(true);
  await page.reload();
  await expect(
    aftersale.getByText(/iadesi kaydedildi; TR330006100519786457841326 IBAN'lı hesabınıza havale ile gönderilecek/),
  ).toBeVisible();
  await expect(aftersale.getByText("Notumuz: Ürün depomuza ulaştı.")).toBeVisible();
  // Every step of the return is in the order's history too.
  const history = page.getByRole("region", { name: "Sipariş geçmişi" });
  // Labelled as the return's steps, not with the order's status again.
  await expect(history.getByText("Teslim edildi", { exact: true })).toHaveCount(1);
  for (const step of ["İade talebi", "İade onaylandı", "Para iadesi"])
    await expect(history.getByText(step, { exact: true })).toHaveCount(1);
  await expect(history.getByText("1 ürün için iade talebi alındı. Neden: Yanlış ürünü sipariş etmişim.")).toBeVisible();
  await expect(history.getByText("İade talebiniz onaylandı. Notumuz: Ürün depomuza ulaştı.")).toBeVisible();
  await expect(
    history.getByText(/^İade kaydedildi: .* TR330006100519786457841326 IBAN'lı hesabınıza havale ile iade edilecek\.$/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
