import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

/**
 * Favourites, collections and reviews (docs/adr/0008). Both projects share one seeded database, so each picks its
 * own products (the demo seed is deterministic): a desktop run never sees what the mobile run changed.
 */
const demo = { email: "demo@lumora.example", password: "Demo1234!" };

const products = {
  desktop: {
    favourite: { slug: "ankajet-aj-f3116-hs-uv-flatbed-yazici", name: "Ankajet AJ-F3116 HS UV Flatbed Yazıcı" },
    collect: { slug: "nordiva-nv-uf0609-uv-flatbed-yazici", name: "Nordiva NV-UF0609 UV Flatbed Yazıcı" },
    // Delivered to the demo customer and not reviewed yet.
    review: { slug: "lumora-yapisma-artirici-astar-primer-5-l", name: "Lumora Yapışma Artırıcı Astar (Primer) 5 L" },
  },
  mobile: {
    favourite: { slug: "nordiva-nv-uf2513-uv-flatbed-yazici", name: "Nordiva NV-UF2513 UV Flatbed Yazıcı" },
    collect: { slug: "lumora-uv-600-pro-flatbed-yazici", name: "Lumora UV-600 Pro Flatbed Yazıcı" },
    // Shipped to the demo customer and not reviewed yet.
    review: { slug: "medyalin-mat-beyaz-vinil-folyo-137-cm-x-50-m", name: "Medyalin Mat Beyaz Vinil Folyo 137 cm x 50 m" },
  },
};
// Lists the favourite and collect products of both projects on its first page.
const category = "/uv-flatbed-yazicilar";
// On order, but the order still awaits payment.
const notPurchased = "lumora-uv-1200-flatbed-yazici";

const mine = () => products[test.info().project.name === "mobile" ? "mobile" : "desktop"];

async function signInThroughForm(page: Page) {
  const form = page.getByRole("form", { name: "Hesabınıza giriş yapın" });
  await form.getByLabel("E-posta adresi").fill(demo.email);
  await form.getByRole("textbox", { name: "Şifre", exact: true }).fill(demo.password);
  await form.getByRole("button", { name: "Giriş Yap" }).click();
}

async function signIn(page: Page) {
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: demo,
    headers: { origin: new URL(page.url() === "about:blank" ? test.info().project.use.baseURL! : page.url()).origin },
  });
  expect(res.ok()).toBe(true);
}

test("a guest who presses favourite on a category card signs in, comes back, favourites and finds it in My Favorites", async ({ page }) => {
  const product = mine().favourite;
  const card = (action: string) => page.getByRole("button", { name: `${action}: ${product.name}` });
  await page.goto(category);
  // Scrolled down to the card first: the sign-in page still opens at its top, saying why it came up.
  await page.evaluate(() => window.scrollBy(0, 200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await card("Favorilere Ekle").click();
  await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(category)}&reason=favorite`);
  await expect(page.getByText("Favorilere eklemek için giriş yapın.")).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await signInThroughForm(page);
  await expect(page).toHaveURL(category);
  await card("Favorilere Ekle").click();
  const toast = page.getByRole("listitem").filter({ hasText: "Favorilere Eklendi" });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("link", { name: new RegExp(product.name) })).toHaveAttribute("href", "/account/my-favorites");
  await expect(card("Favorilerden Çıkar")).toBeVisible();
  await expectNoAxeViolations(page);

  // The collection picker opens from the card too (its code loads on first use).
  await card("Koleksiyona Ekle").click();
  const picker = page.getByRole("dialog", { name: "Koleksiyona Ekle" });
  await expect(picker.getByRole("checkbox", { name: /Atölye Yenileme/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  await expect(card("Koleksiyona Ekle")).toBeFocused();

  // The favourite state comes with the page: right on the card after a reload, and on the product page.
  await page.reload();
  await expect(card("Favorilerden Çıkar")).toBeVisible();
  await expect(page.getByRole("button", { name: `Favorilere Ekle: ${mine().collect.name}` })).toBeVisible();
  await page.goto(`/${product.slug}`);
  await expect(page.getByRole("button", { name: "Favorilerden Çıkar" })).toBeVisible();

  await page.goto("/account/my-favorites");
  await expect(page.getByRole("heading", { level: 1, name: "Favorilerim" })).toBeVisible();
  await expect(page.getByRole("link", { name: product.name })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a customer creates a collection in the picker, saves two collections for a product and sees the counts", async ({ page }) => {
  const product = mine().collect;
  const listName = `Yeni Atölye ${test.info().project.name}`;
  await page.goto("/");
  await signIn(page);
  await page.goto(`/${product.slug}`);
  await page.getByRole("button", { name: "Koleksiyona Ekle" }).click();
  const picker = page.getByRole("dialog", { name: "Koleksiyona Ekle" });
  await expect(picker).toBeVisible();

  await picker.getByRole("button", { name: "Oluştur" }).click();
  await expect(picker.getByRole("alert")).toHaveText("İsim zorunludur");
  await picker.getByLabel("Yeni koleksiyon").fill("Atölye Yenileme");
  await picker.getByRole("button", { name: "Oluştur" }).click();
  await expect(picker.getByRole("alert")).toHaveText("Bu isimde bir koleksiyonunuz zaten var.");
  await picker.getByLabel("Yeni koleksiyon").fill(listName);
  await picker.getByRole("button", { name: "Oluştur" }).click();
  await expect(picker.getByRole("checkbox", { name: new RegExp(listName) })).toBeChecked();
  await picker.getByRole("checkbox", { name: /Atölye Yenileme/ }).check();
  await expectNoAxeViolations(page);
  await picker.getByRole("button", { name: "Kaydet" }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole("listitem").filter({ hasText: "Koleksiyona Eklendi" })).toBeVisible();

  await page.goto("/account/my-collections");
  const row = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(row(listName)).toContainText("1 ürün");
  await expect(row("Atölye Yenileme")).toContainText(/[4-5] ürün/);
  await expectNoAxeViolations(page);

  await row(listName).getByRole("link", { name: listName }).click();
  await expect(page.getByRole("heading", { level: 1, name: listName })).toBeVisible();
  await expect(page.getByRole("link", { name: product.name })).toBeVisible();
  await page.getByRole("button", { name: "Tümünü Sepete Ekle" }).click();
  await expect(page.getByText("1 ürün sepete eklendi.")).toBeVisible();
  // The count under the name follows a removal without a reload.
  const heading = page.locator("header").filter({ has: page.getByRole("heading", { level: 1, name: listName }) });
  await expect(heading).toContainText("1 ürün");
  await page.getByRole("button", { name: `Koleksiyondan Çıkar: ${product.name}` }).click();
  await expect(page.getByText("Bu koleksiyonda henüz ürün yok.")).toBeVisible();
  await expect(heading).toContainText("0 ürün");

  await page.getByRole("link", { name: "← Koleksiyonlarım" }).click();
  await row(listName)
    .getByRole("button", { name: `Sil: ${listName}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Koleksiyonu Sil" });
  await confirm.getByRole("button", { name: "Sil" }).click();
  await expect(confirm).toBeHidden();
  await expect(row(listName)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("link", { name: listName, exact: true })).toHaveCount(0);
});

test("the sign-in page shows only its own reasons: an unknown key in the address says nothing", async ({ page }) => {
  await page.goto("/auth?reason=%3Cb%3Ehack%3C%2Fb%3E");
  await expect(page.getByRole("heading", { level: 1, name: "Giriş Yap veya Üye Ol" })).toBeVisible();
  await expect(page.getByText("hack")).toHaveCount(0);
  await page.goto("/auth?reason=review");
  await expect(page.getByText("Değerlendirme yazmak için giriş yapın.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("reviews: refused before purchase, then written, pending, invisible on the product page", async ({ page }) => {
  const product = mine().review;
  await page.goto("/");
  await signIn(page);

  await page.goto(`/${notPurchased}`);
  await page.getByRole("button", { name: "Değerlendirme Yaz" }).click();
  // A rule of the shop, told as information (not a red error).
  const notice = page
    .locator("[data-sonner-toast]")
    .filter({ hasText: "Değerlendirme yapabilmek için ürünü daha önce satın almış olmanız gerekir." });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute("data-type", "info");

  await page.goto(`/${product.slug}`);
  await page.getByRole("button", { name: "Değerlendirme Yaz" }).click();
  const form = page.getByRole("dialog", { name: "Ürünü Değerlendir" });
  // Consent is given, not presumed: the membership agreement starts unticked and is required.
  const agreement = form.getByRole("checkbox", { name: /Üyelik sözleşmesini okudum/ });
  await expect(agreement).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Adım değerlendirmede görünsün" })).toBeChecked();
  await form.getByRole("button", { name: "Değerlendirmeyi Gönder" }).click();
  await expect(form.getByText("Puan zorunludur")).toBeVisible();
  await expect(form.getByText("Yorum oluşturmak için üyelik sözleşmesi kabul edilmelidir.")).toBeVisible();
  await agreement.check();

  await form.getByText("Üyelik sözleşmesini ve yorum yayınlama kriterlerini oku").click();
  await expect(form.getByRole("heading", { name: "Yorum Yayınlama Kriterleri" })).toBeVisible();
  await form.getByRole("radio", { name: "4 yıldız" }).check({ force: true });
  const text = `Astar tutuşu <b>çok</b> iyi <script>alert(1)</script>${test.info().project.name}`;
  await form.getByLabel(/Yorumunuz/).fill(text);
  await expect(form.getByText(`${2000 - text.length} karakter kaldı`)).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Değerlendirmeyi Gönder" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole("button", { name: "Değerlendirme Yaz" })).toBeFocused();
  await expect(page.getByRole("listitem").filter({ hasText: "Değerlendirmeniz Alındı" })).toContainText(
    "onaylandıktan sonra yayınlanacaktır",
  );

  const written = `Astar tutuşu çok iyi ${test.info().project.name}`;
  await page.reload();
  await expect(page.getByRole("heading", { name: "Değerlendirmeler" })).toBeVisible();
  await expect(page.getByText(written)).toHaveCount(0);

  await page.getByRole("button", { name: "Değerlendirme Yaz" }).click();
  await expect(page.getByText("Bu ürünü daha önce değerlendirdiniz.")).toBeVisible();

  await page.goto("/account/my-reviews");
  const item = page.getByRole("listitem").filter({ hasText: written });
  await expect(item).toContainText("Onay bekliyor");
  await expect(page.locator("script", { hasText: "alert(1)" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
