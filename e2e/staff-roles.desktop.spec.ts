import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { type OwnServer, startOwnServer } from "./support/own-server";
import { signInWithForm } from "./support/session";
import { hydrated } from "./support/shell";
import { e2eCatalogueStaff } from "./support/staff";
import { totpCode } from "./support/totp";

/**
 * Staff roles and the owner's second factor in Chromium. A live shop's new owner cannot open the back office
 * before enrolling TOTP: the page shows the key, the first code turns it on, and the next sign-in asks for the
 * code; the key is shown as text and as a QR code. A catalogue-role member sees only the catalogue in the menu and
 * is refused the orders page with 403.
 */
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer("staff-roles", { SHOP_MODE: "live" });
});

test.afterAll(() => server?.stop());

test("the owner enrols TOTP before the back office opens, and signs in with the code after", async ({ page }) => {
  test.setTimeout(120_000);
  const base = server!.base;
  const code = /setup code: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(server!.output())?.[1];
  expect(code, "the server printed the setup code").toBeTruthy();
  const owner = { email: "sahip@magaza.example", password: "Kurulum2026" };
  await page.goto(`${base}/admin/setup`);
  await page.getByLabel("Kurulum kodu").fill(code!);
  await page.getByLabel("Ad Soyad").fill("Deniz Sahip");
  await page.getByLabel("E-posta adresi").fill(owner.email);
  await page.getByRole("textbox", { name: "Şifre", exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Hesabı oluştur" }).click();
  await expect(page.getByRole("status")).toContainText("Hesabınız oluşturuldu");

  await page.goto(`${base}/admin`);
  await signInWithForm(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByRole("heading", { name: "İki adımlı doğrulama", level: 1 })).toBeVisible();
  // The API is shut too, with the reason.
  const refused = await page.request.post(`${base}/api/admin/orders`, { data: {}, headers: { origin: base } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe("two_factor_required");

  await page.getByRole("textbox", { name: "Şifreniz" }).fill(owner.password);
  await page.getByRole("button", { name: "Doğrulamayı kur" }).click();
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  await expect(page.getByRole("region", { name: "Yedek kodlar" }).getByRole("listitem")).toHaveCount(10);
  // The QR code beside the key: a data: URL the CSP lets load, drawn from the same otpauth:// URI as the link.
  const qr = page.getByRole("img", { name: "Doğrulama uygulamanızla okutacağınız iki adımlı doğrulama QR kodu" });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
  expect(await page.getByRole("link", { name: "Doğrulama uygulamasında aç" }).getAttribute("href")).toContain(`secret=${secret}`);
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "Uygulamadaki 6 haneli kod" }).fill(totpCode(secret));
  await page.getByRole("button", { name: "Doğrula ve aç" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: "Siparişler" })).toBeVisible();

  // The back office was loaded anew: a click before React has hydrated the button would be lost.
  const signOut = page.getByRole("button", { name: "Çıkış Yap" });
  await hydrated(signOut);
  await signOut.click();
  await page.waitForURL((url) => !url.pathname.startsWith("/admin"));
  await page.goto(`${base}/admin`);
  await signInWithForm(page, owner.email, owner.password);
  await page.getByRole("textbox", { name: "Doğrulama kodu veya yedek kod" }).fill(totpCode(secret));
  await page.getByRole("button", { name: "Doğrula" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("a catalogue-role member sees only the catalogue and is refused the orders page with 403", async ({ page }) => {
  await page.goto("/admin");
  await signInWithForm(page, e2eCatalogueStaff.email, e2eCatalogueStaff.password());
  await expect(page).toHaveURL(/\/admin$/);
  const menu = page.getByRole("navigation", { name: "Yönetim menüsü" });
  await expect(menu.getByRole("link", { name: "Ürünler" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Siparişler" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Mağaza Ayarları" })).toHaveCount(0);
  const orders = await page.goto("/admin/orders");
  expect(orders?.status()).toBe(403);
  await expect(page.getByText("Bu bölüm rolünüze açık değil")).toBeVisible();
  const api = await page.request.post("/api/admin/orders", { data: {}, headers: { origin: new URL(page.url()).origin } });
  expect(api.status()).toBe(403);
  expect(await api.json()).toEqual({ code: "forbidden", message: expect.any(String) });
});
