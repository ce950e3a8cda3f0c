import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

/** Every content page with its title and a sentence of its text from the seed. */
const pages: [path: string, title: string, text: string][] = [
  ["/kurumsal/hakkimizda", "Hakkımızda", "Rakamlarla Lumora"],
  ["/kurumsal/temsilcilikler", "Temsilcilikler", "Başkent Dijital Baskı Sistemleri"],
  ["/kurumsal/kariyer", "Kariyer", "Saha Servis Teknisyeni"],
  ["/kurumsal/banka-bilgileri", "Banka Hesap Bilgileri", "TR68 0001 2345 6789 0123 4567 89"],
  ["/brochure", "Broşürler", "Lumora Makine Kataloğu 2026"],
  ["/cozum-merkezi/yardim-destek", "Yardım ve Destek", "Garanti süresi ne kadar?"],
  ["/yasal/aydinlatma-metni", "Aydınlatma Metni", "6698"],
  ["/yasal/kisisel-veri-politikasi", "Kişisel Verilerin Korunması", "kişisel veri"],
  ["/yasal/cerez-politikasi", "Çerez Politikası", "çerez"],
  ["/uygulama-ornekleri", "Uygulama Örnekleri", "Pleksi harf üretiminde"],
  ["/haberler", "Haberler", "Konya uygulama merkezi açıldı"],
];

for (const [path, title, text] of pages) {
  test(`${path} answers 200 with its text`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}`));
    expect(html).toContain(text);
  });
}

const moved: [from: string, to: string][] = [
  ["/about", "/kurumsal/hakkimizda"],
  ["/cozum-merkezi/sikca-sorulan-sorular", "/cozum-merkezi/yardim-destek"],
  ["/cozum-merkezi/gizlilik-ve-odeme-guvenligi", "/yasal/kisisel-veri-politikasi"],
  ["/cozum-merkezi/cerez-politikasi", "/yasal/cerez-politikasi"],
];

for (const [from, to] of moved) {
  test(`${from} moved permanently (308) to ${to}`, async ({ request }) => {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(new URL(res.headers().location ?? "", "http://x").pathname).toBe(to);
  });
}

test("the help page's FAQ opens and closes by mouse and keyboard", async ({ page }) => {
  await page.goto("/cozum-merkezi/yardim-destek");
  const question = page.getByText("Garanti süresi ne kadar?");
  const answer = page.getByText("Makinelerde 2 yıl parça ve işçilik garantisi verilir.");
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();

  const shipping = page.getByText("Siparişim ne zaman kargoya verilir?");
  await shipping.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/ürün sayfasında iş günü olarak yazar/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the dealers are listed by city", async ({ page }) => {
  await page.goto("/kurumsal/temsilcilikler");
  for (const city of ["İstanbul (Merkez)", "Ankara", "İzmir", "Samsun"]) {
    await expect(page.getByRole("heading", { level: 3, name: city })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "+90 312 555 14 70" })).toHaveAttribute("href", "tel:+903125551470");
  await expectNoAxeViolations(page);
});

test("an IBAN is copied to the clipboard and the result is announced", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/kurumsal/banka-bilgileri");
  await page.getByRole("button", { name: "Marmara Ticaret Bankası IBAN'ı kopyala" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marmara Ticaret Bankası IBAN numarası panoya kopyalandı." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("TR930009876543210987654321");
  await expectNoAxeViolations(page);
});

test("brochures download as PDF", async ({ page, request }) => {
  await page.goto("/brochure");
  const link = page.getByRole("link", { name: "PDF olarak indir" }).first();
  const href = (await link.getAttribute("href")) ?? "";
  const res = await request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expectNoAxeViolations(page);
});
