import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { embedFonts, type PdfFonts } from "./fonts";

/**
 * A top-to-bottom writer for A4 documents (sheets now, contracts and quotes next): lines wrap at word
 * boundaries by the font's real widths, and a line that no longer fits starts a new page.
 */
export const A4 = { width: 595, height: 842 } as const;
export const MARGIN = 40;
export const colours = {
  ink: rgb(0.122, 0.165, 0.267),
  accent: rgb(0.976, 0.451, 0.086),
  band: rgb(0.93, 0.94, 0.96),
  white: rgb(1, 1, 1),
};

export type TextStyle = { bold?: boolean; size: number; x?: number; width?: number };

/** A word wider than a line (a hash, a long link) cut into pieces that each fit one. */
function fitted(word: string, font: PDFFont, size: number, width: number): string[] {
  if (font.widthOfTextAtSize(word, size) <= width) return [word];
  const pieces = [""];
  for (const char of word) {
    const last = pieces[pieces.length - 1]!;
    if (last && font.widthOfTextAtSize(last + char, size) > width) pieces.push(char);
    else pieces[pieces.length - 1] = last + char;
  }
  return pieces;
}

/** The words of a text in lines no wider than `width` at the font's size (a word longer than a line is cut). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).flatMap((w) => (w ? fitted(w, font, size, width) : []))) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export class PdfWriter {
  page!: PDFPage;
  y = 0;

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: PdfFonts,
    /** Draws what every page starts with (a letterhead) and answers where the text begins. */
    private readonly startPage: (writer: PdfWriter) => number,
    /** The lowest line's baseline; below it a new page begins. */
    readonly bottom: number,
  ) {}

  static async create(meta: { title: string; author: string }, startPage: (w: PdfWriter) => number, bottom = 80) {
    const doc = await PDFDocument.create();
    doc.setTitle(meta.title);
    doc.setAuthor(meta.author);
    doc.setProducer(meta.author);
    doc.setCreator(meta.author);
    const writer = new PdfWriter(doc, await embedFonts(doc), startPage, bottom);
    writer.newPage();
    return writer;
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = this.startPage(this);
  }

  font(style: Pick<TextStyle, "bold">) {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  /** One line at a given place, not moving the cursor. */
  draw(text: string, x: number, y: number, style: TextStyle, colour = colours.ink) {
    this.page.drawText(text, { x, y, size: style.size, font: this.font(style), color: colour });
  }

  /** Room for `height` more below the cursor, on a new page if this one is full. */
  ensure(height: number) {
    if (this.y - height < this.bottom) this.newPage();
  }

  /** A wrapped text from the cursor down, `leading` apart. */
  text(text: string, style: TextStyle, leading = style.size * 1.4) {
    const x = style.x ?? MARGIN;
    for (const line of wrapText(text, this.font(style), style.size, style.width ?? A4.width - x - MARGIN)) {
      this.ensure(leading);
      this.draw(line, x, this.y, style);
      this.y -= leading;
    }
  }

  gap(height: number) {
    this.y -= height;
  }

  async save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
