import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { demo } from "./support/cart";
import { placeBankTransferOrder } from "./support/checkout";
import { setStatus, signIn, signUpCustomer } from "./support/session";
import { e2eStaff } from "./support/staff";

// A journey across the shop and the back office: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const staff = { email: e2eStaff.email, password: e2eStaff.password() };
// A consumable in stock that no other spec returns.
const product = demo.vinyl;

test("staff mark a product made to order; its delivered line cannot be returned", async ({ page }) => {
  const customer = await signUpCustomer(page, "ozel-uretim");
  const number = await placeBankTransferOrder(page, product.slug);

  await signIn(page, staff);
  await page.goto(`/admin/products?q=${encodeURIComponent(product.name)}`);
  await page.getByRole("link", { name: product.name }).click();
  const toggle = page.getByRole("checkbox", { name: "Siparişe özel üretilir (cayma hakkı dışında)" });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByText("Cayma hakkı ayarı kaydedildi.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(toggle).toBeChecked();

  await page.goto(`/admin/orders?q=${number}`);
  await page.getByRole("link", { name: number }).click();
  await setStatus(page, "Ödendi");
  const panel = page.getByRole("region", { name: "Kargo ve iadeler" });
  await panel.getByLabel("Kargo firması").selectOption({ label: "Yurtiçi Kargo" });
  await panel.getByLabel("Takip numarası").fill(`YK${Date.now()}`);
  await panel.getByRole("button", { name: "Kargoya verildi olarak işaretle" }).click();
  await expect(panel.getByRole("link", { name: "Takip sayfası" })).toBeVisible();
  await setStatus(page, "Teslim edildi");

  await signIn(page, customer);
  await page.goto("/account/my-orders");
  await page.getByRole("link", { name: `${number} numaralı siparişin detayı` }).click();
  const aftersale = page.getByRole("region", { name: "Kargo, iptal ve iade" });
  await aftersale.getByText("İade talebi oluştur").click();
  await expect(aftersale.getByText(`${product.name}: siparişe özel üretildiği için cayma hakkı kapsamı dışındadır.`)).toBeVisible();
  await expect(aftersale.getByLabel(/iade adedi/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
