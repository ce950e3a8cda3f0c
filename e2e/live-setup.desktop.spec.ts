import { expect, test } from "@playwright/test";
import { type OwnServer, startOwnServer } from "./support/own-server";

/**
 * A live shop (SHOP_MODE=live) on its own server and a fresh data directory: the storefront answers 503 "opening
 * soon", and the owner opens /admin/setup with the setup code the server printed, makes the first staff account,
 * signs in and sees the setup's remaining steps, whose pages first ask the owner to enrol a second factor.
 */
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer("live-setup", { SHOP_MODE: "live" });
});

test.afterAll(() => server?.stop());

test("the owner opens the live shop's setup with the printed code and makes the first staff account", async ({ page, request }) => {
  test.setTimeout(120_000);
  const base = server!.base;
  const home = await request.get(`${base}/`);
  expect(home.status()).toBe(503);
  expect(home.headers()["retry-after"]).toBeTruthy();
  expect(await home.text()).toContain("Çok yakında açılıyoruz");
  expect(await home.text()).not.toContain("Lumora");

  const code = /setup code: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(server!.output())?.[1];
  expect(code, "the server printed the setup code").toBeTruthy();

  await page.goto(`${base}/admin/setup`);
  await expect(page.getByRole("heading", { name: "Mağaza kurulumu" })).toBeVisible();
  await page.getByLabel("Kurulum kodu").fill("AAAA-BBBB-CCCC");
  await page.getByLabel("Ad Soyad").fill("Deniz Sahip");
  await page.getByLabel("E-posta adresi").fill("sahip@magaza.example");
  await page.getByRole("textbox", { name: "Şifre", exact: true }).fill("Kurulum2026");
  await page.getByRole("button", { name: "Hesabı oluştur" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Kurulum kodu geçersiz" })).toBeVisible();

  await page.getByLabel("Kurulum kodu").fill(code!);
  await page.getByRole("button", { name: "Hesabı oluştur" }).click();
  await expect(page.getByRole("status")).toContainText("Hesabınız oluşturuldu");
  await page.getByRole("link", { name: "Giriş yap" }).click();

  await page.getByLabel("E-posta adresi").fill("sahip@magaza.example");
  await page.getByRole("textbox", { name: "Şifre", exact: true }).fill("Kurulum2026");
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page).toHaveURL(/\/admin\/setup$/);
  await expect(page.getByRole("heading", { name: "Kurulum adımları" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Mağaza sahibinin hesabı" })).toContainText("Tamamlandı");
  await expect(page.getByRole("link", { name: /Satıcı bilgileri/ })).toHaveAttribute("href", "/admin/settings");
  // The back office itself opens only once the owner has a second factor: a step's page sends them to enrol first.
  await page.getByRole("link", { name: /Satıcı bilgileri/ }).click();
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByText("iki adımlı doğrulamayı açmalısınız")).toBeVisible();

  // The code is spent: the storefront stays closed until the setup is finished.
  expect((await request.get(`${base}/`)).status()).toBe(503);
});
