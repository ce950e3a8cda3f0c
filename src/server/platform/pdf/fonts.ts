import fs from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";
import type { Font, Fontkit } from "pdf-lib/cjs/types/fontkit";

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

// Reading a font file takes far longer than printing a page with it: each file is read once per process, and every
// document subsets the same parsed font.
const parsed = new Map<Uint8Array, Font>();
const parsedOnce: Fontkit = {
  create(bytes, postscriptName) {
    let font = parsed.get(bytes);
    if (!font) {
      font = fontkit.create(bytes, postscriptName);
      parsed.set(bytes, font);
    }
    return font;
  },
};

export async function embedFonts(doc: PDFDocument): Promise<PdfFonts> {
  doc.registerFontkit(parsedOnce);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fontBytes(files.regular), { subset: true }),
    doc.embedFont(fontBytes(files.bold), { subset: true }),
  ]);
  return { regular, bold };
}
