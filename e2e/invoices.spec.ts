import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectNoAxeViolations } from "./support/axe";
import { demo } from "./support/cart";
import { placeBankTransferOrder } from "./support/checkout";
import { signUpAndIn } from "./support/session";
import { signIn } from "./support/shell";
import { e2eStaff } from "./support/staff";

/** Staff attach the e-invoice provider's PDF to an order in the back office; the customer downloads it from My Orders. */
test.describe.configure({ timeout: 150_000 });

test("staff attach the invoice to an order and its customer downloads it from My Orders", async ({ page, browser, baseURL }) => {
  const email = `fatura-${test.info().project.name}-${Date.now()}@example.com`;
  await signUpAndIn(page, { name: "Ayşe Yılmaz", email, password: "Fatura2026" });
  const number = await placeBankTransferOrder(page, demo.paper.slug);
  await page.goto("/account/my-orders");
  await page.getByRole("link", { name: `${number} numaralı siparişin detayı` }).click();
  await expect(page.getByText("Faturanız düzenlendiğinde buradan indirebilirsiniz.")).toBeVisible();
  // Read once the order's page has opened (the click's navigation is over).
  const orderId = new URL(page.url()).pathname.split("/").pop();

  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText("FATURA LMR2026000000042");
  const invoice = Buffer.from(await doc.save());
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await signIn(staff, baseURL!, { email: e2eStaff.email, password: e2eStaff.password() });
    await staff.goto(`/admin/orders/${orderId}`);
    const panel = staff.getByRole("region", { name: "Fatura" });
    await expect(panel.getByText("Henüz fatura eklenmedi.")).toBeVisible();
    await expect(panel.getByRole("link", { name: "Onaylanan sözleşmeler (PDF)" })).toBeVisible();
    await panel.getByLabel("Fatura numarası").fill("LMR2026000000042");
    // A file that is not a PDF is refused by its bytes, whatever its name says.
    await panel
      .getByLabel(/Fatura PDF/)
      .setInputFiles({ name: "fatura.pdf", mimeType: "application/pdf", buffer: Buffer.from("PDF değil") });
    await panel.getByRole("button", { name: "Faturayı ekle" }).click();
    await expect(panel.getByText("Yalnızca PDF belgeler yüklenebilir.")).toBeVisible();
    await panel.getByLabel(/Fatura PDF/).setInputFiles({ name: "fatura.pdf", mimeType: "application/pdf", buffer: invoice });
    await panel.getByRole("button", { name: "Faturayı ekle" }).click();
    await expect(panel.getByRole("link", { name: "Ekli fatura: LMR2026000000042" })).toBeVisible();
    await expectNoAxeViolations(staff);
  } finally {
    await staffContext.close();
  }

  await page.reload();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Fatura LMR2026000000042 (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}-fatura-LMR2026000000042.pdf`);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(invoice)).toBe(true);
});
