import { type Browser, expect, type Page, test } from "@playwright/test";
import { e2eStaff, passSecondFactor } from "./staff";

/** The server's origin, which the API's origin check asks of a request sent outside the page. */
export const origin = () => new URL(test.info().project.use.baseURL!).origin;

/** Signs the page's context in (a customer or staff) through the auth API, as the sign-in form does. */
export async function signIn(page: Page, who: { email: string; password: string }) {
  const res = await passSecondFactor(
    page.request,
    await page.request.post("/api/auth/sign-in/email", { data: who, headers: { origin: origin() } }),
    origin(),
  );
  expect(res.ok()).toBe(true);
}

/** Fills the sign-in form the page shows (the auth page, or a back-office page's redirect to it) and sends it. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByRole("textbox", { name: "Şifre", exact: true }).fill(password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
}

/** Signs a new customer up and then in through the auth API, as the sign-up form does (sign-up signs no one in). */
export async function signUpAndIn(page: Page, customer: { name: string; email: string; password: string }) {
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { ...customer, acceptedMembershipAgreement: true },
    headers: { origin: origin() },
  });
  expect(res.status()).toBe(200);
  await signIn(page, { email: customer.email, password: customer.password });
}

/** A new customer of this project's run, signed in. */
export async function signUpCustomer(page: Page, prefix: string) {
  const customer = { email: `${prefix}-${test.info().project.name}-${Date.now()}@example.com`, password: "Baslangic2026" };
  await signUpAndIn(page, { name: "Deniz Kaya", ...customer });
  return customer;
}

/** Staff move the order on its back-office page to a status (by its Turkish label) and see it in the history. */
export async function setStatus(page: Page, status: string) {
  await page.getByLabel("Yeni durum").selectOption({ label: status });
  await page.getByRole("button", { name: "Durumu güncelle" }).click();
  await expect(page.getByRole("region", { name: "Durum geçmişi" }).getByText(status)).toBeVisible();
}

/** Staff in a browser of their own (their own cookies), at this project's viewport. */
export async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin(), viewport: test.info().project.use.viewport, locale: "tr-TR" });
  const page = await context.newPage();
  await signIn(page, { email: e2eStaff.email, password: e2eStaff.password() });
  return page;
}
