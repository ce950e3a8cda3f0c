import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderSheet } from "./sheet";

// The reader takes over the buffer it is given: it gets a copy.
const open = (bytes: Uint8Array) => getDocumentProxy(new Uint8Array(bytes));
const textOf = async (bytes: Uint8Array) => (await extractText(await open(bytes), { mergePages: true })).text;

/** The names of the fonts a PDF embeds (a font descriptor with its font file). */
async function embeddedFonts(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict && object.has(PDFName.of("FontFile2")))
    .map((descriptor) => descriptor.get(PDFName.of("FontName"))?.toString());
}

describe("an information sheet", () => {
  it("keeps every Turkish letter, in an embedded font", async () => {
    const bytes = await renderSheet({
      title: "Lumora UV Flatbed Yazıcı",
      subtitle: "Teknik Veri Sayfası",
      rows: [{ name: "Baskı genişliği", value: "ş ğ ı İ ç ö ü Ş Ğ Ç Ö Ü â î" }],
      paragraphs: ["Işık ve ısı: kürleme için ölçülü değerler."],
      footer: "Bu belge bilgilendirme amaçlıdır.",
    });
    const text = await textOf(bytes);
    for (const word of ["Baskı", "Yazıcı", "ş ğ ı İ", "Işık ve ısı", "bilgilendirme amaçlıdır", "Lumora Baskı Teknolojileri A.Ş."])
      expect(text).toContain(word);
    const fonts = await embeddedFonts(bytes);
    expect(fonts).toHaveLength(2);
    for (const name of fonts) expect(name).toMatch(/DejaVuSans/);
  });

  it("continues on a new page when the text is longer than one", async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({ name: `Özellik ${i + 1}`, value: "Değer ğüşiöç" }));
    const bytes = await renderSheet({ title: "Uzun belge", rows, footer: "Alt bilgi" });
    const pdf = await open(bytes);
    expect(pdf.numPages).toBeGreaterThan(1);
    expect(await textOf(bytes)).toContain("Özellik 60");
  });

  it("cuts a value longer than a line (a SHA-256) inside the page, and prints a section's body in the regular font", async () => {
    // pdf.js drops the letter c from this sheet's text once other sheets were read in the process, though the PDF's
    // own character map has it: the texts here go without one.
    const hash = "9f86d0818847d659a2feaa055ad015a3bf4f1b2b0b822d15d615b0f00a08e4f1";
    const bytes = await renderSheet({
      title: "Sözleşmeler",
      rows: [{ name: "SHA-256", value: hash }],
      sections: [{ heading: "Mesafeli Satış Sözleşmesi", paragraphs: ["Teslim aldığı günden itibaren 14 gün içinde geri verilebilir."] }],
      footer: "Alt bilgi",
    });
    const page = await (await open(bytes)).getPage(1);
    const [, , right] = page.view;
    const items = (await page.getTextContent()).items.filter((item) => "str" in item && item.str.trim() !== "") as {
      str: string;
      width: number;
      transform: number[];
      fontName: string;
    }[];
    expect(items.map((item) => item.str.replace(/\s/g, "")).join("")).toContain(hash);
    for (const item of items) expect(item.transform[4]! + item.width).toBeLessThanOrEqual(right! - 40);
    const fontOf = (text: string) => items.find((item) => item.str.includes(text))?.fontName;
    expect(fontOf("Teslim aldığı")).toBeDefined();
    expect(fontOf("Teslim aldığı")).toBe(fontOf(hash.slice(-8)));
    expect(fontOf("Teslim aldığı")).not.toBe(fontOf("Mesafeli Satış"));
  });
});
