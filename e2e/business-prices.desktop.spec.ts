import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { openCart } from "./support/cart";
import { e2eStaff, passSecondFactor } from "./support/staff";

test.describe.configure({ timeout: 150_000 });

const demoCustomer = { email: "demo@lumora.example", password: "Demo1234!" };
const origin = () => new URL(test.info().project.use.baseURL!).origin;

async function signIn(page: Page, who: { email: string; password: string }) {
  const res = await passSecondFactor(
    page.request,
    await page.request.post("/api/auth/sign-in/email", { data: who, headers: { origin: origin() } }),
    origin(),
  );
  expect(res.ok()).toBe(true);
}

test("staff make a group with a price, add the demo customer, who sees and pays it on the product page and in the cart", async ({
  browser,
}) => {
  const group = `Bayi ${Date.now()}`;
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, { email: e2eStaff.email, password: e2eStaff.password() });

  await staff.goto("/admin/customer-groups");
  await expectNoAxeViolations(staff);
  await staff.getByLabel("Grup adı").fill(group);
  await staff.getByRole("button", { name: "Grubu oluştur" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: group })).toBeVisible();
  await staff.getByLabel("Müşteri e-postası").fill(demoCustomer.email);
  await staff.getByRole("button", { name: "Gruba ekle" }).click();
  await expect(staff.getByText(`· ${demoCustomer.email}`)).toBeVisible();
  await expectNoAxeViolations(staff);

  // A spare part without variants that no other spec prices.
  await staff.goto("/admin/products?q=Silecek");
  const productLink = staff.getByRole("table").getByRole("link").first();
  const productName = (await productLink.textContent())!.trim();
  await productLink.click();
  const prices = staff.getByRole("group", { name: group });
  await prices.getByLabel("Fiyat (TL)").fill("123,45");
  await prices.getByRole("button", { name: `${group} fiyatlarını kaydet` }).click();
  await expect(staff.getByText("Kaydedildi.").first()).toBeVisible();
  await expectNoAxeViolations(staff);
  const productPath = await staff.getByRole("link", { name: "Mağazada gör" }).getAttribute("href");

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signIn(customer, demoCustomer);
  try {
    await customer.goto(productPath!);
    await expect(customer.getByRole("heading", { level: 1, name: productName })).toBeVisible();
    await expect(customer.getByText(`${group} fiyatı: 123,45 TL`)).toBeVisible();
    await expectNoAxeViolations(customer);

    // A guest on the same page sees the public price only.
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(productPath!);
    await expect(guestPage.getByRole("heading", { level: 1, name: productName })).toBeVisible();
    await expect(guestPage.getByText("123,45 TL")).toHaveCount(0);
    await guest.close();

    await customer.getByRole("button", { name: "Sepete Ekle" }).click();
    await expect(customer.getByText("Ürün sepetinize eklendi.")).toBeVisible();
    const cart = await openCart(customer);
    const line = cart.getByRole("listitem").filter({ hasText: productName });
    await expect(line.getByText("Size özel fiyat")).toBeVisible();
    await expect(line.getByText("123,45 TL").first()).toBeVisible();
    await expectNoAxeViolations(customer);
  } finally {
    // The demo customer goes back to public prices for the other specs.
    const removed = await staff.request.post("/api/admin/customer-groups/member", {
      data: { groupId: null, email: demoCustomer.email },
      headers: { origin: origin() },
    });
    expect(removed.ok()).toBe(true);
    await customerContext.close();
    await staffContext.close();
  }
});
