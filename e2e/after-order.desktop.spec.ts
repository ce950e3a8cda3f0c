import { expect, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { demo } from "./support/cart";
import { placeBankTransferOrder } from "./support/checkout";
import { mailAbout } from "./support/mail";
import { origin, setStatus, signUpAndIn, staffPage } from "./support/session";

/**
 * After the order, on the server with Paraşüt and Geliver (their local fakes, playwright.config.ts): staff mark the
 * paid order ready and print its label (from its page and from the order list), the carrier picks the parcel up and delivers it (the spec plays Geliver
 * through its fake's test endpoint, staff run the tracking job now rather than wait for it), the invoice is issued,
 * and the customer finds the tracking link and the invoice in My Orders, with a mail for each step.
 */
test.describe.configure({ timeout: 180_000 });

/** The carrier's move, played on the fake Geliver. */
async function carrierMoves(trackingNumber: string, status: "TRANSIT" | "DELIVERED") {
  const res = await fetch(`${test.info().project.metadata.geliverUrl}/test/parcels/${trackingNumber}`, {
    method: "POST",
    body: JSON.stringify({ status }),
  });
  expect(res.status).toBe(200);
}

/** Staff run a scheduled job now from the jobs page. */
async function runJob(staff: Page, job: string) {
  await staff.goto("/admin/jobs");
  await staff.getByRole("button", { name: `${job}: şimdi çalıştır` }).click();
  await expect(staff.getByText("İş sıraya alındı, birazdan çalışır.")).toBeVisible();
}

test("staff print the label, the carrier delivers, and the customer finds the tracking link and the invoice in My Orders", async ({
  page,
  browser,
}) => {
  const email = `teslimat-${Date.now()}@example.com`;
  await signUpAndIn(page, { name: "Ayşe Yılmaz", email, password: "Teslimat2026" });
  const staff = await staffPage(browser);

  // The product gets its box, from which the carrier's desi is reckoned.
  await staff.goto(`/admin/products?q=${encodeURIComponent("Sublimasyon Transfer Kâğıdı 100")}`);
  await staff.getByRole("link", { name: demo.paper.name }).click();
  const box = staff.locator("form").filter({ has: staff.getByRole("heading", { name: /Koli ölçüsü/ }) });
  const sizes = { "Uzunluk (cm)": "115", "Genişlik (cm)": "15", "Yükseklik (cm)": "15", "Ağırlık (g)": "4000" };
  for (const [label, value] of Object.entries(sizes)) await box.getByLabel(label).fill(value);
  await box.getByRole("button", { name: "Kaydet" }).click();
  await expect(staff.getByText("Değişiklikler kaydedildi.")).toBeVisible();

  const number = await placeBankTransferOrder(page, demo.paper.slug);
  await page.goto("/account/my-orders");
  await page.getByRole("link", { name: `${number} numaralı siparişin detayı` }).click();
  await expect(page).toHaveURL(/\/account\/my-orders\/\d+$/);
  const orderId = new URL(page.url()).pathname.split("/").pop();

  await staff.goto(`/admin/orders/${orderId}`);
  await setStatus(staff, "Ödendi");
  const parcel = staff.getByRole("region", { name: "Kargo ve iadeler" });
  await parcel.getByRole("button", { name: "Kargoya hazır: gönderi ve etiket oluştur" }).click();
  await expect(staff.getByText("Kargo gönderisi oluşturuldu, etiket yazdırılabilir.")).toBeVisible();
  const summary = parcel.getByText(/takip numarası \d+ · [\d,]+ desi/);
  const trackingNumber = /takip numarası (\d+)/.exec((await summary.textContent()) ?? "")![1]!;
  const label = await staff.request.get((await parcel.getByRole("link", { name: "Etiketi yazdır" }).getAttribute("href"))!);
  expect(label.headers()["content-type"]).toBe("application/pdf");
  expect((await PDFDocument.load(await label.body())).getPageCount()).toBe(1);
  // The order list prints the labels of the orders ticked as one PDF.
  await staff.goto(`/admin/orders?q=${number}`);
  await staff.getByRole("checkbox", { name: `${number} siparişinin etiketini seç` }).check();
  const labels = staff.waitForEvent("download");
  await staff.getByRole("button", { name: "Etiketleri yazdır" }).click();
  expect((await labels).suggestedFilename()).toBe("kargo-etiketleri.pdf");
  // The invoice is issued at payment (the store settings' default): staff need not wait for its job either.
  const invoicing = await staff.request.post("/api/admin/jobs/run", {
    data: { queue: "orders.issue-invoices" },
    headers: { origin: origin() },
  });
  expect(invoicing.status()).toBe(200);

  await carrierMoves(trackingNumber, "TRANSIT");
  await runJob(staff, "Kargo takibi");
  const shipped = await mailAbout(email, `${number} numaralı siparişiniz: Kargoya verildi`);
  expect(shipped.text).toContain(`takip numarası ${trackingNumber}`);

  await carrierMoves(trackingNumber, "DELIVERED");
  await runJob(staff, "Kargo takibi");
  const delivered = await mailAbout(email, `${number} numaralı siparişiniz: Teslim edildi`);
  expect(delivered.text).toContain("14 günlük cayma süreniz");
  const invoiced = await mailAbout(email, `${number} numaralı siparişinizin faturası düzenlendi`);
  expect(invoiced.text).toContain(`/account/my-orders/${orderId}`);
  await staff.context().close();

  await page.reload();
  await expect(page.getByText("Teslim edildi").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Kargonuzu takip edin" })).toHaveAttribute("href", new RegExp(trackingNumber));
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Fatura .+ \(PDF\)$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${number}-fatura-.+\\.pdf$`));
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");
});
