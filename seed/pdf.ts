import { toAscii } from "./text";

/**
 * A minimal one-page PDF 1.4 (A4, Helvetica) written by hand: no dependency, valid xref offsets.
 * Turkish letters are transliterated because the standard fonts' encoding lacks ş, ğ and ı.
 */
export type PdfRow = { name: string; value: string };
export type PdfDoc = { title: string; subtitle?: string; rows?: PdfRow[]; paragraphs?: string[]; footer?: string };

const esc = (s: string) => toAscii(s).replace(/\\/g, "\\\\").replace(/\(/g, "\\(").replace(/\)/g, "\\)");

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function contentStream(doc: PdfDoc): string {
  const ops: string[] = [];
  const at = (font: string, size: number, x: number, y: number, s: string) =>
    ops.push(`BT /${font} ${size} Tf 1 0 0 1 ${x} ${y} Tm (${esc(s)}) Tj ET`);
  ops.push("0.976 0.451 0.086 rg 0 792 595 50 re f", "0.122 0.165 0.267 rg 0 770 595 22 re f", "0 0 0 rg");
  ops.push("1 1 1 rg");
  at("F2", 20, 40, 806, "LUMORA");
  at("F1", 10, 420, 806, "Lumora Baski Teknolojileri A.S.");
  ops.push("0.122 0.165 0.267 rg");
  let y = 730;
  for (const line of wrap(doc.title, 48)) {
    at("F2", 18, 40, y, line);
    y -= 24;
  }
  if (doc.subtitle) {
    at("F1", 11, 40, y, doc.subtitle);
    y -= 30;
  }
  for (const row of doc.rows ?? []) {
    if (y < 80) break;
    ops.push(`0.93 0.94 0.96 rg 40 ${y - 6} 515 20 re f 0.122 0.165 0.267 rg`);
    at("F2", 10, 48, y, row.name);
    at("F1", 10, 230, y, row.value.length > 60 ? `${row.value.slice(0, 57)}...` : row.value);
    y -= 24;
  }
  for (const p of doc.paragraphs ?? []) {
    y -= 6;
    for (const line of wrap(p, 92)) {
      if (y < 80) break;
      at("F1", 10, 40, y, line);
      y -= 14;
    }
  }
  at("F1", 8, 40, 40, doc.footer ?? "Bu belge bilgilendirme amaclidir; teknik degerler onceden haber verilmeksizin degistirilebilir.");
  return ops.join("\n");
}

export function buildPdf(doc: PdfDoc): Uint8Array {
  const stream = contentStream(doc);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${esc(doc.title)}) /Producer (Lumora seed) >>`,
  ];
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // latin1 keeps one byte per character, so string lengths above are byte offsets.
  return new Uint8Array(Buffer.from(out, "latin1"));
}
