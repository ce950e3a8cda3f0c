import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { addFromProductPage, demo } from "./support/cart";
import { approveContracts, chooseDeliveryAndPayment, fillGuestInformation } from "./support/checkout";
import { e2eStaff, passSecondFactor } from "./support/staff";

/**
 * Card payment through iyzico's hosted page, played by the local iyzico of the tests (tests/support/fake-iyzico.ts,
 * started by playwright.config.ts): the shop sends the shopper there and gets them back on its callback.
 */
test.describe.configure({ timeout: 150_000 });

const origin = () => new URL(test.info().project.use.baseURL!).origin;

async function signIn(page: Page, who: { email: string; password: string }) {
  const res = await passSecondFactor(
    page.request,
    await page.request.post("/api/auth/sign-in/email", { data: who, headers: { origin: origin() } }),
    origin(),
  );
  expect(res.ok()).toBe(true);
}

/** On iyzico's page: the card number and the installments, then "Öde"; answers the shop's page the shopper lands on. */
async function payOnIyzico(page: Page, card: string, installments: string) {
  await expect(page.getByRole("heading", { name: "iyzico ile Öde" })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(origin());
  await page.getByLabel("Kart numarası").fill(card);
  await page.getByLabel("Taksit").selectOption({ label: installments });
  await page.getByRole("button", { name: "Öde" }).click();
  await page.waitForURL((url) => url.origin === origin() && url.pathname.startsWith("/checkout/confirmation/"));
}

test("a customer pays by card in 3 installments; My Orders shows the card family, installments and surcharge; staff refund half", async ({
  page,
}) => {
  await addFromProductPage(page, demo.paper.slug);
  await signIn(page, { email: "demo@lumora.example", password: "Demo1234!" });
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Teslimat seçeneklerine geç" }).click();
  await chooseDeliveryAndPayment(page, "Kredi kartı");
  await expect(page.getByText("kart numaranız mağazamıza ulaşmaz")).toBeVisible();
  await approveContracts(page);
  await page.getByRole("button", { name: "Siparişi onayla" }).click();

  // Bonus card (Denizbank), 3 installments: iyzico adds a 4 % surcharge.
  await payOnIyzico(page, "4729150000000005", "3 taksit");
  await expect(page.getByText("Ödemeniz alındı.")).toBeVisible();
  const number = (await page.getByTestId("order-number").textContent()) ?? "";
  expect(number).toMatch(/^LM-[0-9A-HJKMNP-TV-Z]{10}$/);
  const facts = page.getByTestId("card-facts");
  await expect(facts.getByText("Bonus")).toBeVisible();
  await expect(facts.getByText("3 taksit")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/account/my-orders");
  await page.getByRole("link", { name: `${number} numaralı siparişin detayı` }).click();
  await expect(page.getByRole("heading", { name: `Sipariş ${number}` })).toBeVisible();
  await expect(page.getByText("Ödendi").first()).toBeVisible();
  const mine = page.getByTestId("card-facts");
  await expect(mine.getByText("Bonus")).toBeVisible();
  await expect(mine.getByText("3 taksit")).toBeVisible();
  await expect(mine.getByText("Vade farkı")).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff refund half of the charged amount; the order shows it.
  await signIn(page, { email: e2eStaff.email, password: e2eStaff.password() });
  await page.goto(`/admin/orders?q=${number}`);
  await page.getByRole("link", { name: number }).click();
  const payment = page.getByRole("region", { name: "Ödeme" });
  await expect(payment.getByText("Bonus")).toBeVisible();
  const amount = payment.getByLabel("İade tutarı (TL)");
  const full = await amount.inputValue();
  const [lira, kurus] = full.split(",").map(Number) as [number, number];
  const half = Math.floor((lira * 100 + kurus) / 2);
  const halfText = `${Math.trunc(half / 100)},${String(half % 100).padStart(2, "0")}`;
  await amount.fill(halfText);
  await payment.getByRole("button", { name: "İade et" }).click();
  await expect(payment.getByText("Karta iade edilen")).toBeVisible();
  await expect(page.getByRole("region", { name: "Durum geçmişi" }).getByText("karta iade edildi")).toBeVisible();
  await expectNoAxeViolations(page);

  await signIn(page, { email: "demo@lumora.example", password: "Demo1234!" });
  await page.goto("/account/my-orders");
  await page.getByRole("link", { name: `${number} numaralı siparişin detayı` }).click();
  await expect(page.getByTestId("card-facts").getByText("Karta iade edilen")).toBeVisible();
});

test("a declined card leaves the order waiting; the guest tries again and pays", async ({ page }) => {
  await addFromProductPage(page, demo.vinyl.slug);
  await page.goto("/checkout");
  await fillGuestInformation(page, `kart-${test.info().project.name}-${Date.now()}@example.com`);
  await chooseDeliveryAndPayment(page, "Kredi kartı");
  await approveContracts(page);
  await page.getByRole("button", { name: "Siparişi onayla" }).click();

  await payOnIyzico(page, "4111111111111129", "Tek çekim");
  await expect(page.getByText("Ödemeniz tamamlanamadı ve kartınızdan para çekilmedi.")).toBeVisible();
  await expect(page.getByText("Kartınızın limiti yetersiz.")).toBeVisible();
  await expect(page.getByText("Ödeme bekleniyor")).toBeVisible();
  await expect(page.getByRole("button", { name: "Havale/EFT ile ödeyeceğim" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Kartla yeniden dene" }).click();
  await payOnIyzico(page, "5451030000000000", "Tek çekim");
  await expect(page.getByText("Ödemeniz alındı.")).toBeVisible();
  await expect(page.getByTestId("card-facts").getByText("World")).toBeVisible();
});
