import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe";
import { demo } from "./support/cart";
import { placeGuestOrder } from "./support/checkout";

async function signIn(page: Page, email: string, password: string) {
  const base = test.info().project.use.baseURL!;
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email, password }, headers: { origin: new URL(base).origin } });
  expect(res.ok()).toBe(true);
}

test("guests are sent to sign-in and customers see a 403 page", async ({ page }) => {
  await page.goto("/admin");
  expect(new URL(page.url()).pathname).toBe("/auth");
  expect(new URL(page.url()).searchParams.get("redirect")).toBe("/admin");
  await signIn(page, "demo@lumora.example", "Demo1234!");
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { name: "Bu sayfaya erişim yetkiniz yok" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Siparişler" })).toHaveCount(0);
});

// Next.js streams a page's output beside its layout's: the 403 page (or the redirect) must not carry the admin
// page's data in the HTML's RSC payload, which a browser does not show but anyone can read.
test("no order data reaches a customer or a guest in the raw answer of an admin page", async ({ page, request }) => {
  const leaks = (html: string) => html.match(/LM-\d{4}-\d{6}|demo@lumora\.example/g) ?? [];
  const guest = await request.get("/admin/orders/1", { maxRedirects: 0 });
  expect(guest.status()).toBe(307);
  expect(leaks(await guest.text())).toEqual([]);
  await signIn(page, "demo@lumora.example", "Demo1234!");
  for (const path of ["/admin/orders", "/admin/orders/1", "/admin"]) {
    const res = await page.request.get(path);
    expect(leaks(await res.text()), path).toEqual([]);
  }
});

test.describe("staff", () => {
  test.beforeEach(async ({ page }) => signIn(page, "admin@lumora.example", "Admin1234!"));

  test("approves a pending review from the queue", async ({ page }) => {
    await page.goto("/admin/reviews");
    await expectNoAxeViolations(page);
    const first = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Onayla" }) })
      .first();
    const before = await page.getByRole("button", { name: "Onayla" }).count();
    await first.getByRole("button", { name: "Onayla" }).click();
    await expect(page.getByText("Yorum onaylandı ve yayımlandı.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Onayla" })).toHaveCount(before - 1);
  });

  test("marks a paid order shipped and sees it in the history", async ({ page, browser }) => {
    // Its own order: the demo customer's awaiting-payment order must stay unpaid for the review tests.
    const number = await placeGuestOrder(browser, demo.vinyl.slug, `admin-${test.info().project.name}@example.com`);
    await page.goto(`/admin/orders?status=awaiting_payment&q=${number}`);
    await expectNoAxeViolations(page);
    await page.getByRole("table").getByRole("link", { name: number }).click();
    await page.getByLabel("Yeni durum").selectOption({ label: "Ödendi" });
    await page.getByRole("button", { name: "Durumu güncelle" }).click();
    await expect(page.getByText("Sipariş durumu güncellendi ve müşteriye e-posta gönderildi.")).toBeVisible();
    await page.getByLabel("Yeni durum").selectOption({ label: "Kargoya verildi" });
    await page.getByRole("button", { name: "Durumu güncelle" }).click();
    const history = page.getByRole("region", { name: "Durum geçmişi" });
    await expect(history.getByText("Kargoya verildi")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("edits a product price typed with Turkish decimals", async ({ page }) => {
    await page.goto("/admin/products");
    await page.getByRole("table").getByRole("link").first().click();
    await expectNoAxeViolations(page);
    await page.getByLabel("Liste fiyatı (TL, indirimsiz)").fill("99.999,99");
    await page.getByLabel("Satış fiyatı (TL)").fill("12.345,67");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Değişiklikler kaydedildi.")).toBeVisible();
    await page.goto("/admin/products");
    await expect(page.getByRole("cell", { name: "12.345,67 TL" }).first()).toBeVisible();
  });

  test("the CSV page exports and reports rejected rows", async ({ page }) => {
    await page.goto("/admin/products/csv");
    await expectNoAxeViolations(page);
    const csv = await (await page.request.get("/api/admin/products/export")).text();
    const lines = csv.split("\r\n");
    const bad = lines[1]!.split(";");
    bad[2] = "abc";
    await page.getByLabel("CSV dosyası").setInputFiles({
      name: "urunler.csv",
      mimeType: "text/csv",
      buffer: Buffer.from([lines[0], bad.join(";"), lines[2], ""].join("\r\n")),
    });
    await page.getByRole("button", { name: "İçe aktar" }).click();
    await expect(page.getByText("1 satır reddedildi")).toBeVisible();
    await expect(page.getByRole("cell", { name: "2", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // The catalogue tests below run once per project on one database: each names its own records by project.

  test("adds a menu item that the storefront menu shows, hides it and deletes it", async ({ page }, info) => {
    const name = `Fuar Ajandası ${info.project.name === "desktop" ? "A" : "B"}`;
    await page.goto("/admin/navigation");
    await expectNoAxeViolations(page);
    const form = page.getByRole("region", { name: "Yeni menü öğesi" });
    await form.getByLabel("Ad", { exact: true }).fill(name);
    await form.getByLabel("Adres (slug)").fill(`fuar-ajandasi-${info.project.name}`);
    await form.getByLabel("Bağlantı", { exact: true }).fill("/blog");
    await form.getByLabel("Ana menüde göster").check();
    await form.getByRole("button", { name: "Ekle" }).click();
    await expect(page.getByRole("heading", { name: `Menü öğesini düzenle: ${name}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/mobile/menu");
    await expect(page.getByRole("link", { name })).toBeVisible();
    await page.goto("/admin/navigation");
    await page.getByLabel(`${name} ana menüde gösterilsin`).uncheck();
    await expect(page.getByLabel(`${name} ana menüde gösterilsin`)).not.toBeChecked();
    await page.goto("/mobile/menu");
    await expect(page.getByRole("link", { name })).toHaveCount(0);

    await page.goto("/admin/navigation");
    await page.getByRole("link", { name, exact: true }).click();
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: "Öğeyi sil" }).click();
    await expect(page).toHaveURL(/\/admin\/navigation$/);
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  });

  test("renames a category and its storefront page shows the new name", async ({ page }) => {
    await page.goto("/admin/categories");
    await expectNoAxeViolations(page);
    const row = page.getByRole("row").filter({ hasText: "/endustriyel-isaretleme" });
    const original = (await row.getByRole("link").textContent())!;
    await row.getByRole("link").click();
    await expectNoAxeViolations(page);
    const rename = async (name: string) => {
      await page.getByLabel("Ad", { exact: true }).fill(name);
      await page.getByRole("button", { name: "Kaydet" }).click();
      await expect(page.getByRole("heading", { name: `Kategoriyi düzenle: ${name}` })).toBeVisible();
    };
    await rename("Kalıcı Endüstriyel İşaretleme");
    await page.goto("/endustriyel-isaretleme");
    await expect(page.getByRole("heading", { level: 1, name: "Kalıcı Endüstriyel İşaretleme" })).toBeVisible();
    await page.goBack();
    await rename(original);
  });

  test("creates a brand with a logo, and its storefront page shows it", async ({ page }, info) => {
    const name = `Arvena ${info.project.name === "desktop" ? "A" : "B"}`;
    const slug = `arvena-${info.project.name}`;
    await page.goto("/admin/brands");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Yeni marka" }).click();
    await page.getByLabel("Ad", { exact: true }).fill(name);
    await page.getByLabel("Adres (slug)").fill(slug);
    await page.getByLabel("Açıklama").fill("İtalyan baskı makineleri.");
    await page.getByRole("button", { name: "Markayı ekle" }).click();
    await expect(page.getByRole("heading", { name: `Markayı düzenle: ${name}` })).toBeVisible();

    const logo = await sharp({ create: { width: 600, height: 150, channels: 3, background: "#c2410c" } })
      .png()
      .toBuffer();
    await page.getByLabel("Logo dosyası").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await page.getByRole("button", { name: "Logo yükle" }).click();
    await expect(page.getByRole("img", { name: `${name} logosu` })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("creates a coupon that a cart accepts through the API, until it is deactivated", async ({ page }, info) => {
    const code = `E2EYUZDE${info.project.name === "desktop" ? "A" : "B"}`;
    await page.goto("/admin/coupons/new");
    await expectNoAxeViolations(page);
    await page.getByLabel("Kupon kodu").fill(code.toLowerCase());
    await page.getByLabel("İndirim oranı (%)").fill("150");
    await page.getByRole("button", { name: "Kuponu oluştur" }).click();
    await expect(page.getByText("Yüzde indirim 1 ile 100 arasında olmalı.")).toBeVisible();
    await page.getByLabel("İndirim oranı (%)").fill("15");
    await page.getByLabel("En az sepet tutarı (TL)").fill("100,00");
    await page.getByRole("button", { name: "Kuponu oluştur" }).click();
    await expect(page).toHaveURL(/\/admin\/coupons$/);
    const row = page.getByRole("row").filter({ hasText: code });
    await expect(row.getByRole("cell", { name: "Kullanılabilir" })).toBeVisible();
    await expectNoAxeViolations(page);

    const origin = new URL(test.info().project.use.baseURL!).origin;
    const post = (path: string, data: object) => page.request.post(path, { data, headers: { origin } });
    const hits: { id: number; type: string }[] = await (await post("/api/catalog/search", { searchQuery: "vinil folyo" })).json();
    const hit = hits.find((h) => h.type === "product")!;
    await post("/api/cart/add-item", { item: { productId: hit.id, quantity: 1 } });
    const applied = await post("/api/cart/apply-coupon-code", { couponCode: code.toLowerCase() });
    expect(applied.status()).toBe(200);
    expect((await applied.json()).discounts[0]).toMatchObject({ code, kind: "percent", value: 15, isApplied: true });

    await row.getByRole("button", { name: `${code} kuponunu pasifleştir` }).click();
    await expect(row.getByRole("cell", { name: "Pasif" })).toBeVisible();
    const refused = await post("/api/cart/apply-coupon-code", { couponCode: code });
    expect([refused.status(), (await refused.json()).code]).toEqual([404, "coupon_not_found"]);
  });

  test("uploads a product photo and a PDF the product page shows, then deletes them", async ({ page }) => {
    await page.goto("/admin/products?q=Silecek");
    await page.getByRole("table").getByRole("link").first().click();
    const storefront = (await page.getByRole("link", { name: "Mağazada gör" }).getAttribute("href"))!;
    const images = page.getByRole("region", { name: "Ürün görselleri" }).getByRole("listitem");
    const before = await images.count();

    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#0f766e" } })
      .jpeg()
      .toBuffer();
    await page.getByLabel("Görsel dosyası").setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Görsel yükle" }).click();
    await expect(images).toHaveCount(before + 1);
    await page.getByLabel("Belge başlığı").fill("Kurulum Kılavuzu");
    await page
      .getByLabel("PDF dosyası")
      .setInputFiles({ name: "kilavuz.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF") });
    await page.getByRole("button", { name: "Belgeyi yükle" }).click();
    await expect(page.getByRole("button", { name: "Kurulum Kılavuzu belgesini sil" })).toBeVisible();
    await expectNoAxeViolations(page);

    const admin = page.url();
    await page.goto(storefront);
    await expect(page.locator("#product-gallery img")).toHaveCount(before + 1);
    await expect(page.getByRole("link", { name: /Kurulum Kılavuzu/ })).toBeVisible();

    await page.goto(admin);
    await page.getByRole("button", { name: `${before + 1}. görseli sil` }).click();
    await expect(images).toHaveCount(before);
    await page.getByRole("button", { name: "Kurulum Kılavuzu belgesini sil" }).click();
    await expect(page.getByRole("button", { name: "Kurulum Kılavuzu belgesini sil" })).toHaveCount(0);
    await page.goto(storefront);
    await expect(page.locator("#product-gallery img")).toHaveCount(before);
  });
});
