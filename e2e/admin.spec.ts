import { expect, type Page, test } from "@playwright/test";
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
});
