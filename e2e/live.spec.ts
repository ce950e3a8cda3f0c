import { expect, test } from "@playwright/test";
import { placeBankTransferOrder } from "./support/checkout";
import { openWithLive, sameDocument } from "./support/live";
import { origin, setStatus, signUpAndIn, staffPage } from "./support/session";

// Two browsers and an order: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** What changes live shows within, measured from the moment staff's change is saved. */
const LIVE_MS = 2000;

const mine = {
  desktop: { query: "Reflektör", price: { typed: "4.321,09", shown: "4.321,09 TL" } },
  mobile: { query: "Teflon Bant", price: { typed: "3.210,98", shown: "3.210,98 TL" } },
};
const projectData = () => mine[test.info().project.name as keyof typeof mine];

test("staff mark an order shipped and the customer's open My Orders shows it at once, without a reload", async ({ page, browser }) => {
  const customer = { email: `canli-${test.info().project.name}-${Date.now()}@example.com`, password: "Baslangic2026" };
  await signUpAndIn(page, { name: "Deniz Kaya", ...customer });
  const number = await placeBankTransferOrder(page, "lumora-eco-solvent-hat-yikama-sivisi-500-ml");
  await openWithLive(page, "/account/my-orders");
  const row = page.getByRole("listitem").filter({ hasText: number });
  await expect(row.getByText("Ödeme bekleniyor")).toBeVisible();

  const back = await staffPage(browser);
  await back.goto(`/admin/orders?q=${number}`);
  await back.getByRole("link", { name: number }).click();
  for (const status of ["Ödendi", "Kargoya verildi"]) {
    await setStatus(back, status);
    await expect(row.getByText(status)).toBeVisible({ timeout: LIVE_MS });
  }
  expect(await sameDocument(page)).toBe(true);
  await back.context().close();
});

test("a price and stock change shows on an open product page at once, without a reload", async ({ page, browser }) => {
  const { query, price } = projectData();
  const back = await staffPage(browser);
  const list = await back.request.post("/api/admin/products", { data: { query }, headers: { origin: origin() } });
  const product = (await list.json()).items[0] as { name: string; code: string; slug: string };
  // A guest, served from the page cache (docs/adr/0010).
  await openWithLive(page, `/${product.slug}`);
  await expect(page.getByText(price.shown)).toHaveCount(0);

  await back.goto(`/admin/products?q=${product.code}`);
  await back.getByRole("link", { name: product.name }).click();
  await back.getByLabel("Liste fiyatı (TL, indirimsiz)").fill("99.999,00");
  await back.getByLabel("Satış fiyatı (TL)").fill(price.typed);
  await back.getByLabel("Stok", { exact: true }).fill("2");
  await back.getByRole("button", { name: "Kaydet", exact: true }).click();
  await expect(back.getByText("Değişiklikler kaydedildi.")).toBeVisible();

  await expect(page.getByText(price.shown).first()).toBeVisible({ timeout: LIVE_MS });
  await expect(page.getByText("Son 2 ürün").first()).toBeVisible({ timeout: LIVE_MS });
  expect(await sameDocument(page)).toBe(true);
  await back.context().close();
});
