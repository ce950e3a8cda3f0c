import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe";
import { addFromProductPage } from "./support/cart";
import { chooseDeliveryAndPayment, fillGuestInformation, placeBankTransferOrder, placeOrder } from "./support/checkout";
import { newestMailTo } from "./support/mail";
import { signUpAndIn } from "./support/session";
import { e2eStaff, passSecondFactor } from "./support/staff";

// Journeys across the shop and the back office: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

const staff = { email: e2eStaff.email, password: e2eStaff.password() };

/**
 * The back office's journeys, at the desktop viewport only: staff work at a desk, and what these check (what a
 * change does to the shop) does not depend on the viewport; e2e/admin-pages.spec.ts checks the back office's pages
 * at both. Data only this spec touches: a product with one approved 4-star review and a pending 5-star one
 * (seed/reviews.ts), a product whose price no other spec asserts, and a cheap consumable to order.
 */
const mine = {
  reviewed: { slug: "kuvarlux-lamba-kapagi-shutter-mekanizmasi-50-cm", name: "Kuvarlux Lamba Kapağı (Shutter) Mekanizması (50 cm)" },
  price: { typed: "1.987,65", shown: "1.987,65 TL" },
};
const priced = { code: "TKR-PQC-50", slug: "teknokur-kuvars-koruma-cami-50-cm", name: "Teknokür Kuvars Koruma Camı (50 cm)" };
const ordered = "lumora-eco-solvent-hat-yikama-sivisi-500-ml";

const origin = () => new URL(test.info().project.use.baseURL!).origin;

async function signIn(page: Page, who: { email: string; password: string }) {
  const res = await passSecondFactor(
    page.request,
    await page.request.post("/api/auth/sign-in/email", { data: who, headers: { origin: origin() } }),
    origin(),
  );
  expect(res.ok()).toBe(true);
}

test("guests are sent to sign-in and customers get a 403 page with status 403", async ({ page }) => {
  await page.goto("/admin");
  expect(new URL(page.url()).pathname).toBe("/auth");
  expect(new URL(page.url()).searchParams.get("redirect")).toBe("/admin");
  await signIn(page, { email: "demo@lumora.example", password: "Demo1234!" });
  for (const path of ["/admin", "/admin/orders/1"]) expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
  expect((await page.goto("/admin/inbox"))?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Bu sayfaya erişim yetkiniz yok" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Gelen Kutusu" })).toHaveCount(0);
});

test("staff approve a pending review and the product page shows it with the new rating", async ({ page }) => {
  const { reviewed } = mine;
  await signIn(page, staff);
  await page.goto("/admin/reviews");
  await expectNoAxeViolations(page);
  const review = page.getByRole("article", { name: reviewed.name });
  const content = (await review.locator("p").last().textContent()) ?? "";
  expect(content.length).toBeGreaterThan(10);

  await page.goto(`/${reviewed.slug}`);
  await expect(page.getByText("1 değerlendirmeye göre")).toBeVisible();
  // Seeded reviews share their sentences, so count the text rather than look for it.
  const shown = await page.getByText(content, { exact: true }).count();

  await page.goto("/admin/reviews");
  await page.getByRole("listitem").filter({ has: review }).getByRole("button", { name: "Onayla" }).click();
  await expect(page.getByText("Yorum onaylandı ve yayımlandı.")).toBeVisible();
  await expect(review).toHaveCount(0);

  await page.goto(`/${reviewed.slug}`);
  await expect(page.getByText("2 değerlendirmeye göre")).toBeVisible();
  await expect(page.getByRole("img", { name: "5 üzerinden 4,5 puan" }).first()).toBeVisible();
  await expect(page.getByText(content, { exact: true })).toHaveCount(shown + 1);
});

test("staff mark a new customer's order shipped and the customer's My Orders shows it", async ({ page }) => {
  const customer = { email: `siparis-${test.info().project.name}-${Date.now()}@example.com`, password: "Baslangic2026" };
  await signUpAndIn(page, { name: "Can Öztürk", ...customer });
  const number = await placeBankTransferOrder(page, ordered);

  // While the transfer is awaited, the order page repeats the accounts and what to write in the description.
  await page.goto("/account/my-orders");
  await page.getByRole("link", { name: `${number} numaralı siparişin detayı` }).click();
  const pay = page.getByRole("region", { name: "Ödemeniz bekleniyor: havale/EFT bilgileri" });
  await expect(pay.getByText("TR68 0001 2345 6789 0123 4567 89")).toBeVisible();
  await expect(pay.getByText(`açıklamaya sipariş numaranızı (${number}) yazın`)).toBeVisible();

  await signIn(page, staff);
  await page.goto(`/admin/orders?q=${number}`);
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { name: `Sipariş ${number}` })).toBeVisible();
  for (const status of ["Ödendi", "Kargoya verildi"]) {
    await page.getByLabel("Yeni durum").selectOption({ label: status });
    await page.getByRole("button", { name: "Durumu güncelle" }).click();
    await expect(page.getByRole("region", { name: "Durum geçmişi" }).getByText(status)).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await signIn(page, customer);
  await page.goto("/account/my-orders");
  const row = page.getByRole("listitem").filter({ hasText: number });
  await expect(row.getByText("Kargoya verildi")).toBeVisible();
});

test("staff change a price and the product page and search show it on the next request", async ({ page, playwright }) => {
  const { price } = mine;
  // A guest (no cookies) is served from the page cache (docs/adr/0010): the change must reach it too.
  const guest = await playwright.request.newContext({ baseURL: origin() });
  const guestPage = async () => {
    const res = await guest.get(`/${priced.slug}`);
    return { html: await res.text(), cache: res.headers()["x-page-cache"] };
  };
  await guestPage();
  expect((await guestPage()).cache).toBe("hit");
  await signIn(page, staff);
  await page.goto(`/admin/products?q=${priced.code}`);
  await page.getByRole("link", { name: priced.name }).click();
  await page.getByLabel("Liste fiyatı (TL, indirimsiz)").fill("2.500,00");
  await page.getByLabel("Satış fiyatı (TL)").fill(price.typed);
  await page.getByRole("button", { name: "Kaydet", exact: true }).click();
  await expect(page.getByText("Değişiklikler kaydedildi.")).toBeVisible();

  await page.goto(`/${priced.slug}`);
  await expect(page.getByText(price.shown).first()).toBeVisible();
  const afterChange = await guestPage();
  expect(afterChange.cache).toBe("miss");
  expect(afterChange.html).toContain(price.shown);
  await guest.dispose();
  // The instant search answers names and links only; the results page shows the price.
  const instant = await page.request.post("/api/catalog/search", { data: { searchQuery: "kuvars koruma" }, headers: { origin: origin() } });
  expect((await instant.json()).map((hit: { slug: string }) => hit.slug)).toContain(priced.slug);
  await page.goto("/search?query=kuvars%20koruma%20cam%C4%B1");
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: priced.name }) });
  await expect(card.getByText(price.shown)).toBeVisible();
});

test("a contact message reaches the inbox; staff reply by e-mail and the reply is recorded", async ({ page }) => {
  const project = test.info().project.name;
  const email = `iletisim-${project}-${Date.now()}@example.com`;
  // Its own client address: the per-address form limit is shared with no other test.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": "198.51.102.1" });
  await page.goto("/contact");
  await page.getByLabel(/^Ad soyad/).fill("Selin Arslan");
  await page.getByLabel(/^E-posta/).fill(email);
  await page.getByLabel(/^Konu/).fill("Beyaz mürekkep stoğu");
  await page.getByLabel(/^Mesajınız/).fill("Beyaz UV mürekkepten 10 litre stokta var mı?");
  await page.getByRole("button", { name: "Gönder" }).click();
  // The sender's reference (the kind's prefix and the record's number, ILT-000123) is the one staff see.
  const shown = (await page.getByText(/^Başvuru numaranız: ILT-\d{6}$/).textContent()) ?? "";
  const reference = shown.replace("Başvuru numaranız: ", "");

  await signIn(page, staff);
  await page.goto("/admin/inbox?kind=contact&status=new");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: `${reference} numaralı talebi aç` }).click();
  await expect(page.getByRole("heading", { name: `Talep ${reference}: İletişim` })).toBeVisible();
  // The thread opens with the customer's message under their name, not the form's "Mesajınız".
  const replies = page.getByRole("region", { name: "Yazışma" });
  const opening = replies.getByRole("listitem").first();
  await expect(opening.getByText(/^Selin Arslan · /)).toBeVisible();
  await expect(opening.getByText("Beyaz UV mürekkepten 10 litre stokta var mı?")).toBeVisible();
  await expect(page.getByText("Mesajınız")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel("Not", { exact: true }).fill("Depoya soruldu.");
  await page.getByRole("button", { name: "Notu ekle" }).click();
  await expect(page.getByRole("region", { name: "İç notlar" }).getByText("Depoya soruldu.")).toBeVisible();

  await page.getByLabel("Mesaj").fill("Merhaba Selin Hanım,\n\nBeyaz mürekkep stokta, yarın kargoya verebiliriz.");
  await page.getByRole("button", { name: "Yanıtı gönder" }).click();
  await expect(page.getByText("Yanıt e-postayla gönderildi.")).toBeVisible();
  await expect(replies.getByText(`Talebiniz hakkında (${reference})`)).toBeVisible();
  await expect(page.getByText("İşlemde", { exact: true }).first()).toBeVisible();

  // The worker sends the queued reply a moment later.
  await expect.poll(() => newestMailTo(email)?.subject, { timeout: 15_000 }).toBe(`Talebiniz hakkında (${reference})`);
  const mail = newestMailTo(email);
  expect(mail?.subject).toBe(`Talebiniz hakkında (${reference})`);
  expect(mail?.text).toContain("Beyaz mürekkep stokta, yarın kargoya verebiliriz.");
});

test("staff write a content page with a preview, publish it, and the storefront serves it", async ({ page }) => {
  const slug = `e2e-${test.info().project.name}-${Date.now()}`;
  await signIn(page, staff);
  await page.goto("/admin/pages/new");
  await page.getByLabel("Sayfa adresi").fill(slug);
  await page.getByLabel("Başlık").fill("Fuar Takvimi");
  await page.getByLabel("İçerik (Markdown)").fill("## Bu yıl\n\nİstanbul fuarında **B12** standındayız. <b>kalın değil</b>");
  await page.getByRole("button", { name: "Önizle" }).click();
  const preview = page.getByRole("region", { name: "Önizleme" });
  await expect(preview.getByRole("heading", { name: "Bu yıl" })).toBeVisible();
  await expect(preview.getByText("<b>kalın değil</b>")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByRole("heading", { name: "Sayfayı düzenle: Fuar Takvimi" })).toBeVisible();
  expect((await page.request.get(`/kurumsal/${slug}`)).status()).toBe(404);

  await page.getByRole("button", { name: "Yayımla" }).click();
  await expect(page.getByRole("button", { name: "Yayından kaldır" })).toBeVisible();
  await page.goto(`/kurumsal/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Fuar Takvimi" })).toBeVisible();
  await expect(page.getByText("B12")).toBeVisible();
});

// Next.js streams a page's output beside its layout's: the 403 page (or the redirect) must not carry the admin
// page's data in the HTML's RSC payload, which a browser does not show but anyone can read.
test("no order data reaches a customer or a guest in the raw answer of an admin page", async ({ page, request }) => {
  const leaks = (html: string) => html.match(/LM-(?:[0-9A-HJKMNP-TV-Z]{10}|\d{4}-\d{6})|demo@lumora\.example/g) ?? [];
  const guest = await request.get("/admin/orders/1", { maxRedirects: 0 });
  expect(guest.status()).toBe(307);
  expect(leaks(await guest.text())).toEqual([]);
  await signIn(page, { email: "demo@lumora.example", password: "Demo1234!" });
  for (const path of ["/admin/orders", "/admin/orders/1", "/admin"]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(403);
    expect(leaks(await res.text()), path).toEqual([]);
  }
});

test.describe("staff", () => {
  test.beforeEach(async ({ page }) => signIn(page, staff));

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

  test("adds a menu item that the storefront menu shows, hides it and deletes it", async ({ page }) => {
    const name = "Fuar Ajandası";
    await page.goto("/admin/navigation");
    await expectNoAxeViolations(page);
    const form = page.getByRole("region", { name: "Yeni menü öğesi" });
    await form.getByLabel("Ad", { exact: true }).fill(name);
    await form.getByLabel("Adres (slug)").fill("fuar-ajandasi");
    await form.getByLabel("Bağlantı", { exact: true }).fill("/blog");
    await form.getByLabel("Ana menüde göster").check();
    await form.getByRole("button", { name: "Ekle" }).click();
    await expect(page.getByRole("heading", { name: `Menü öğesini düzenle: ${name}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/mobile/menu");
    await expect(page.getByRole("link", { name })).toBeVisible();
    await page.goto("/admin/navigation");
    // The box follows the click at once; the menu changes when the save is answered.
    const saved = page.waitForResponse((res) => res.url().endsWith("/api/admin/navigation/update"));
    await page.getByLabel(`${name} ana menüde gösterilsin`).uncheck();
    expect((await saved).status()).toBe(200);
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

  test("creates a brand with a logo, and its storefront page shows it", async ({ page }) => {
    const name = "Arvena";
    const slug = "arvena";
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

  test("creates a coupon that a cart accepts through the API, until it is deactivated", async ({ page }) => {
    const code = "E2EYUZDE";
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

test("staff see a cash-on-delivery order's status, payment, fees and invoice details, and find it among the orders to prepare", async ({
  page,
}) => {
  await addFromProductPage(page, ordered);
  await page.goto("/checkout");
  await fillGuestInformation(page, `kapida-${test.info().project.name}-${Date.now()}@example.com`);
  await chooseDeliveryAndPayment(page, "Kapıda ödeme");
  const number = await placeOrder(page);

  await signIn(page, staff);
  await page.goto("/admin");
  await page.getByRole("link", { name: /Hazırlanacak sipariş/ }).click();
  await expect(page.getByLabel("Durum")).toHaveValue("to_prepare");
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row.getByText("Hazırlanıyor (kapıda ödeme)")).toBeVisible();
  await row.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { name: `Sipariş ${number}` })).toBeVisible();
  await expect(page.getByText("Hazırlanıyor (kapıda ödeme)").first()).toBeVisible();
  await expect(page.getByText("orders.status.")).toHaveCount(0);
  const items = page.getByRole("region", { name: "Ürünler" });
  for (const text of ["Kapıda ödeme", "Standart teslimat", "Kapıda ödeme hizmet bedeli", "Bireysel", "10000000146"])
    await expect(items.getByText(text, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("staff sign out from the back office and it asks them to sign in again", async ({ page }) => {
  await signIn(page, staff);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("button", { name: "Çıkış Yap" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/admin");
  expect(new URL(page.url()).pathname).toBe("/auth");
});
