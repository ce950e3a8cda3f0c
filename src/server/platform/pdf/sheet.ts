import { storeConfig } from "@/config/store";
import { A4, colours, MARGIN, PdfWriter, wrapText } from "./layout";

/**
 * An information sheet on the shop's letterhead: a title, a subtitle, name/value rows (technical data) and
 * paragraphs, with a footer line on every page. Texts come from the caller, in Turkish as they are shown.
 */
export type PdfRow = { name: string; value: string };
/** A titled part of a longer document (one contract of a set), each paragraph a line of text that wraps. */
export type PdfSection = { heading: string; paragraphs: readonly string[] };
export type SheetDoc = {
  title: string;
  subtitle?: string;
  rows?: readonly PdfRow[];
  paragraphs?: readonly string[];
  sections?: readonly PdfSection[];
  footer: string;
};

const NAME_WIDTH = 170;

function letterhead(footer: string) {
  return (w: PdfWriter) => {
    const { page } = w;
    page.drawRectangle({ x: 0, y: A4.height - 50, width: A4.width, height: 50, color: colours.accent });
    page.drawRectangle({ x: 0, y: A4.height - 72, width: A4.width, height: 22, color: colours.ink });
    w.draw(storeConfig.brand.toLocaleUpperCase("tr"), MARGIN, A4.height - 36, { bold: true, size: 20 }, colours.white);
    const issuer = storeConfig.companyName;
    const size = 10;
    w.draw(issuer, A4.width - MARGIN - w.fonts.regular.widthOfTextAtSize(issuer, size), A4.height - 33, { size }, colours.white);
    w.draw(footer, MARGIN, 40, { size: 8 });
    return A4.height - 112;
  };
}

/** A name/value row on a shaded band as tall as its longer side, kept on one page. */
function drawRow(w: PdfWriter, row: PdfRow) {
  const size = 10;
  const leading = 13;
  const nameX = MARGIN + 8;
  const valueX = nameX + NAME_WIDTH;
  const names = wrapText(row.name, w.fonts.bold, size, NAME_WIDTH - 12);
  const values = wrapText(row.value, w.fonts.regular, size, A4.width - MARGIN - valueX - 8);
  const height = Math.max(names.length, values.length) * leading + 8;
  w.ensure(height);
  w.page.drawRectangle({ x: MARGIN, y: w.y - height + leading + 1, width: A4.width - 2 * MARGIN, height, color: colours.band });
  for (const [i, line] of names.entries()) w.draw(line, nameX, w.y - i * leading, { bold: true, size });
  for (const [i, line] of values.entries()) w.draw(line, valueX, w.y - i * leading, { size });
  w.gap(height + 4);
}

export async function renderSheet(doc: SheetDoc): Promise<Uint8Array> {
  const w = await PdfWriter.create({ title: doc.title, author: storeConfig.companyName }, letterhead(doc.footer));
  w.text(doc.title, { bold: true, size: 18 }, 24);
  if (doc.subtitle) {
    w.text(doc.subtitle, { size: 11 });
    w.gap(14);
  }
  for (const row of doc.rows ?? []) drawRow(w, row);
  for (const paragraph of doc.paragraphs ?? []) {
    w.gap(6);
    w.text(paragraph, { size: 10 });
  }
  for (const section of doc.sections ?? []) {
    w.gap(14);
    w.text(section.heading, { bold: true, size: 14 }, 20);
    for (const paragraph of section.paragraphs) {
      w.gap(3);
      w.text(paragraph, { size: 9.5 });
    }
  }
  return w.save();
}
