import { type Browser, expect, type Page, test } from "@playwright/test";
import { addFromProductPage, demo } from "./support/cart";
import { chooseDeliveryAndPayment, fillNewAddress, placeOrder } from "./support/checkout";
import { signUpAndIn } from "./support/session";
import { e2eStaff, passSecondFactor } from "./support/staff";

// Three events, an order among them: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** What a count on the open dashboard follows within, from the moment the event's request answered. */
const LIVE_MS = 2000;

const origin = () => new URL(test.info().project.use.baseURL!).origin;
const headers = () => ({ origin: origin() });

async function staffDashboard(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin(), viewport: test.info().project.use.viewport, locale: "tr-TR" });
  const page = await context.newPage();
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: e2eStaff.email, password: e2eStaff.password() },
    headers: headers(),
  });
  const res = await passSecondFactor(page.request, signIn, origin());
  expect(res.ok()).toBe(true);
  const opened = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/live" && r.status() === 200);
  await page.goto("/admin");
  await opened;
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return page;
}

/** The number on the dashboard's card named `label`. */
const count = async (page: Page, label: string) =>
  Number(
    await page
      .getByRole("link", { name: new RegExp(label) })
      .locator("span")
      .first()
      .textContent(),
  );

const expectCount = (page: Page, label: string, value: number) =>
  expect(
    page
      .getByRole("link", { name: new RegExp(label) })
      .locator("span")
      .first(),
  ).toHaveText(String(value), { timeout: LIVE_MS });

test("the dashboard's three counts follow a new inbox message, order and review without a reload", async ({ page, browser }) => {
  const back = await staffDashboard(browser);
  const before = {
    inbox: await count(back, "Gelen kutusunda yeni mesaj"),
    orders: await count(back, "Hazırlanacak sipariş"),
    reviews: await count(back, "Onay bekleyen yorum"),
  };

  // A visitor's message through the contact form.
  await page.goto("/contact");
  await page.getByLabel(/^Ad soyad/).fill("Ayşe Yılmaz");
  await page.getByLabel(/^E-posta/).fill("sayac@example.com");
  await page.getByRole("textbox", { name: /^Telefon/ }).fill("0532 123 45 67");
  await page.getByLabel(/^Konu/).fill("Mürekkep fiyatları");
  await page.getByLabel(/^Mesajınız/).fill("Aylık 20 litre UV mürekkep için fiyat öğrenmek istiyorum.");
  await page.getByRole("button", { name: "Gönder" }).click();
  await expect(page.getByRole("heading", { name: "Talebiniz bize ulaştı" })).toBeVisible();
  await expectCount(back, "Gelen kutusunda yeni mesaj", before.inbox + 1);

  // A new customer's cash-on-delivery order: at once an order to prepare.
  const customer = { email: `sayac-${Date.now()}@example.com`, password: "Baslangic2026" };
  await signUpAndIn(page, { name: "Deniz Kaya", ...customer });
  await addFromProductPage(page, demo.vinyl.slug);
  await page.goto("/checkout");
  await fillNewAddress(page);
  await chooseDeliveryAndPayment(page, "Kapıda ödeme");
  const number = await placeOrder(page);
  await expectCount(back, "Hazırlanacak sipariş", before.orders + 1);

  // Shipped, the product is the customer's to review; the review waits for approval.
  const listed = await back.request.post("/api/admin/orders", { data: { query: number }, headers: headers() });
  const orderId = ((await listed.json()).items as { id: number; number: string }[]).find((o) => o.number === number)!.id;
  const detail = await (await back.request.post("/api/admin/orders/detail", { data: { orderId }, headers: headers() })).json();
  const shipped = await back.request.post("/api/admin/orders/ship", {
    data: { orderId, carrier: "yurtici", trackingNumber: "YK123456789" },
    headers: headers(),
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  const review = await page.request.post("/api/customers/create-review", {
    data: { productId: detail.items[0].productId, rating: 5, content: "Baskı kalitesi çok iyi.", acceptedMembershipAgreement: true },
    headers: headers(),
  });
  expect(review.ok(), await review.text()).toBe(true);
  await expectCount(back, "Onay bekleyen yorum", before.reviews + 1);

  expect(await back.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(true);
  await back.context().close();
});
