import { expect, type Page, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { expectNoAxeViolations } from "./support/axe";
import { addFromProductPage, demo, isDesktop } from "./support/cart";
import { approveContracts, chooseDeliveryAndPayment, fillNewAddress, placeOrder } from "./support/checkout";
import { mailAbout } from "./support/mail";
import { signUpAndIn } from "./support/session";

/**
 * The contracts of a distance sale: checkout shows the pre-information form and the distance-selling contract of
 * the very order (a modal on desktop, a bottom sheet on phones) and refuses the order until the buyer approves them;
 * the approved texts come as a PDF with the confirmation mail and from My Orders.
 */
test.describe.configure({ timeout: 150_000 });

const pdfText = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;

/** What the PDF must show: the order, its line, the seller, and Turkish letters (ş ğ ı İ Ş Ü Ö Â) printed as they are. */
function expectContractsPdf(text: string, number: string) {
  for (const fact of [
    number,
    "Ön Bilgilendirme Formu",
    "Mesafeli Satış Sözleşmesi",
    `1 adet × ${demo.paper.name}`,
    "Lumora Baskı Teknolojileri Anonim Şirketi",
    "Ayşe Yılmaz",
    "Başakşehir / İstanbul",
    "ŞİKÂYET VE İTİRAZLAR",
    "Alıcı, ürünün kendisine veya gösterdiği üçüncü kişiye",
  ])
    expect(text).toContain(fact);
}

async function openDocument(page: Page, name: string) {
  await page.getByRole("button", { name }).click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("checkout refuses the order until the contracts are approved; the PDF in the mail and in My Orders shows the order", async ({
  page,
}) => {
  // A new customer: an empty cart and no saved address, whatever other specs did with the demo account.
  const email = `sozlesme-${test.info().project.name}-${Date.now()}@example.com`;
  await signUpAndIn(page, { name: "Ayşe Yılmaz", email, password: "Sozlesme2026" });
  await addFromProductPage(page, demo.paper.slug);
  await page.goto("/checkout");
  await fillNewAddress(page);
  await chooseDeliveryAndPayment(page, "Havale / EFT");

  // Unticked at first: placing the order is refused and says why.
  const approval = page.getByRole("checkbox", { name: /mesafeli satış sözleşmesini okudum, onaylıyorum/ });
  await expect(approval).not.toBeChecked();
  await page.getByRole("button", { name: "Siparişi onayla" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "sözleşmesini onaylamanız gerekir" })).toBeVisible();
  await expect(approval).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: "Siparişiniz alındı" })).toHaveCount(0);

  // The form of this order: a centred modal on desktop, a sheet from the bottom on phones; closed with Escape.
  const form = await openDocument(page, "Ön Bilgilendirme Formu");
  await expect(form).toContainText(`1 adet × ${demo.paper.name}`);
  await expect(form).toContainText("Lumora Baskı Teknolojileri Anonim Şirketi");
  await expect(form).toContainText("Ödeme yöntemi: havale / EFT");
  await expect(form).toContainText("14 (on dört) gün");
  const viewport = page.viewportSize()!;
  // Read once it has slid or faded in: the sheet starts below the screen.
  const bottom = async () => {
    const box = (await form.boundingBox())!;
    return Math.round(box.y + box.height);
  };
  if (isDesktop(page)) expect((await form.boundingBox())!.y).toBeGreaterThan(0);
  else await expect.poll(bottom).toBe(viewport.height);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();
  const contract = await openDocument(page, "Mesafeli Satış Sözleşmesi");
  await expect(contract).toContainText("7. YÜRÜRLÜK");
  await page.keyboard.press("Escape");

  await approveContracts(page);
  await expect(page.getByRole("alert").filter({ hasText: "sözleşmesini onaylamanız gerekir" })).toHaveCount(0);
  const number = await placeOrder(page);

  // The confirmation mail carries the approved texts as a PDF.
  const mail = await mailAbout(email, number);
  const attached = mail.attachments?.find((a) => a.contentType === "application/pdf");
  expect(attached?.filename).toBe(`${number}-sozlesmeler.pdf`);
  expectContractsPdf(await pdfText(new Uint8Array(Buffer.from(attached!.content, "base64"))), number);

  // And My Orders gives the same PDF, and the bank transfer's proforma.
  await page.goto("/account/my-orders");
  await page.getByRole("link", { name: `${number} numaralı siparişin detayı` }).click();
  await expect(page.getByRole("heading", { name: "Belgeler" })).toBeVisible();
  await expect(page.getByText("Faturanız düzenlendiğinde buradan indirebilirsiniz.")).toBeVisible();
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Ön bilgilendirme formu ve mesafeli satış sözleşmesi (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}-sozlesmeler.pdf`);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expectContractsPdf(await pdfText(new Uint8Array(Buffer.concat(chunks))), number);
  await expect(page.getByRole("link", { name: "Proforma fatura (PDF)" })).toBeVisible();
});

test("the contact page and the footer name the seller: trade name, MERSİS, KEP, tax office and number", async ({ page }) => {
  await page.goto("/contact");
  const seller = page.getByRole("region", { name: "Satıcı bilgileri" });
  for (const fact of ["Lumora Baskı Teknolojileri Anonim Şirketi", "0123456789000015", "lumora@hs01.kep.tr", "Başakşehir", "6090123451"])
    await expect(seller).toContainText(fact);
  await expect(page.getByRole("contentinfo")).toContainText("MERSİS 0123456789000015 · KEP lumora@hs01.kep.tr");
  await expectNoAxeViolations(page);
});
