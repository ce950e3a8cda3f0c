import fs from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

/**
 * The typeface of every PDF the shop prints: DejaVu Sans (free licence beside the files, in fonts/), which has
 * all of Turkish (ç ğ ı İ ö ş ü, â î û) and the lira sign. The PDF standard fonts have no ğ, ı, İ or ş, so a
 * document must embed a font of its own; only the glyphs a document uses are embedded (a subset).
 */
export type PdfFonts = { regular: PDFFont; bold: PDFFont };

const files = { regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" } as const;
const loaded = new Map<string, Uint8Array>();

function fontBytes(file: string): Uint8Array {
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = fs.readFileSync(new URL(`./fonts/${file}`, import.meta.url));
    loaded.set(file, bytes);
  }
  return bytes;
}

export async function embedFonts(doc: PDFDocument): Promise<PdfFonts> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fontBytes(files.regular), { subset: true }),
    doc.embedFont(fontBytes(files.bold), { subset: true }),
  ]);
  return { regular, bold };
}
