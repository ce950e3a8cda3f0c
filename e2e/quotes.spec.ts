import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { addFromProductPage, demo, openCart } from "./support/cart";
import { fillNewAddress, placeOrder } from "./support/checkout";
import { signUpAndIn } from "./support/session";
import { signIn } from "./support/shell";
import { e2eStaff } from "./support/staff";

/** A company customer asks for a quote from the cart, staff price it in the back office, the customer accepts and pays. */
test.describe.configure({ timeout: 240_000 });

/** Asks for a quote for the whole cart and answers the new quote's number (from the page it lands on). */
async function askFromCart(page: Page) {
  const cart = await openCart(page);
  await cart.getByRole("button", { name: "Sepet için fiyat teklifi iste" }).click();
  await expect(page).toHaveURL(/\/account\/my-quotes\/TK-\d{4}-\d{6}/);
  await expect(page.getByRole("heading", { name: /Teklif ayrıntısı/ })).toBeVisible();
  await expect(page.getByText("Fiyat bekleniyor").first()).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** In a browser context of its own, staff open the quote and run `work` on its back-office page. */
async function asStaff(browser: Browser, baseURL: string, number: string, work: (staff: Page) => Promise<void>) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  try {
    await signIn(staff, baseURL, { email: e2eStaff.email, password: e2eStaff.password() });
    await staff.goto("/admin/quotes");
    await staff.getByRole("link", { name: number }).click();
    await expect(staff.getByRole("heading", { name: new RegExp(number) })).toBeVisible();
    await work(staff);
  } finally {
    await context.close();
  }
}

async function priceAll(staff: Page, prices: string[]) {
  for (const [i, price] of prices.entries())
    await staff
      .getByLabel(/Birim fiyat/)
      .nth(i)
      .fill(price);
  await staff.getByLabel("Geçerlilik tarihi").fill("2099-12-31");
  await staff.getByLabel("Müşteriye not").fill("Kurulum ve eğitim dâhildir.");
  await staff.getByRole("button", { name: "Teklifi gönder" }).click();
  await expect(staff.getByText("Teklif gönderildi.")).toBeVisible();
}

test("a quote for two products is priced by staff, accepted and paid at the quoted price; a withdrawn one is refused", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `teklif-${test.info().project.name}-${Date.now()}@example.com`;
  await signUpAndIn(page, { name: "Şükrü Işıkoğlu", email, password: "Teklif2026" });

  // The company, with its VKN checked.
  await page.goto("/account/my-account");
  await page.getByLabel("Şirket adına alışveriş yapıyorum").check();
  await page.getByLabel(/Şirket unvanı/).fill("Işık Makine Sanayi A.Ş.");
  await page.getByLabel(/Vergi dairesi/).fill("Kozyatağı");
  await page.getByLabel(/Vergi kimlik numarası/).fill("1234567891");
  await page.getByRole("button", { name: "Şirket bilgilerini kaydet" }).click();
  await expect(page.getByText("Vergi kimlik numarası geçerli değil")).toBeVisible();
  await page.getByLabel(/Vergi kimlik numarası/).fill("1234567890");
  await page.getByRole("button", { name: "Şirket bilgilerini kaydet" }).click();
  await expect(page.getByText("Şirket bilgileriniz kaydedildi.")).toBeVisible();

  await addFromProductPage(page, demo.vinyl.slug);
  await addFromProductPage(page, demo.paper.slug);
  const number = await askFromCart(page);
  await expectNoAxeViolations(page);

  await asStaff(browser, baseURL!, number, async (staff) => {
    await expect(staff.getByText("Işık Makine Sanayi A.Ş.", { exact: false })).toBeVisible();
    await priceAll(staff, ["1.000,00", "2.500,00"]);
    await expectNoAxeViolations(staff);
  });

  await page.reload();
  await expect(page.getByTestId("quote-total")).toHaveText("3.500,00 TL");
  await expect(page.getByRole("link", { name: "Teklifi PDF olarak indir" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Teklifi kabul et ve ödemeye geç" }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await fillNewAddress(page);
  await page.getByRole("button", { name: "Ödeme adımına geç" }).click();
  await page.getByRole("radio", { name: "Havale / EFT" }).check();
  const orderNumber = await placeOrder(page);

  // The order is at the quoted prices: 1.000,00 + 2.500,00 TL of goods.
  const orders = await (await page.request.post("/api/account/orders", { data: {}, headers: { origin: baseURL! } })).json();
  const placed = orders.find((o: { number: string }) => o.number === orderNumber);
  const detail = await (await page.request.post("/api/account/order", { data: { id: placed.id }, headers: { origin: baseURL! } })).json();
  expect(detail.subTotal).toBe(3_500_00);
  expect(detail.grandTotal).toBe(3_500_00 + detail.deliveryTotal);
  await page.goto(`/account/my-quotes/${number}`);
  await expect(page.getByText("Siparişe dönüştü").first()).toBeVisible();
  await expect(page.getByText("Sipariş verildi")).toBeVisible();

  // A second quote, withdrawn by staff after it was sent: it has expired and cannot be accepted.
  await addFromProductPage(page, demo.vinyl.slug);
  const second = await askFromCart(page);
  await asStaff(browser, baseURL!, second, async (staff) => {
    await priceAll(staff, ["900,00"]);
    await staff.getByRole("button", { name: /Teklifi geri çek/ }).click();
    await expect(staff.getByText("Teklif geri çekildi; süresi doldu.")).toBeVisible();
  });
  await page.reload();
  await expect(page.getByText("Süresi doldu").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Teklifi kabul et ve ödemeye geç" })).toHaveCount(0);
  const refused = await page.request.post("/api/account/accept-quote", { data: { number: second }, headers: { origin: baseURL! } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe("quote_expired");
});
