/**
 * A small RFC 4180 CSV reader and writer, the one every export writes with. The delimiter is a parameter because
 * Turkish spreadsheets use ";" (the comma is the decimal separator). Quoted fields may hold delimiters, quotes ("")
 * and line breaks.
 */

export type CsvRow = { line: number; fields: string[] };

const BOM = "\uFEFF";

/**
 * A spreadsheet runs a cell that starts with = + - @, a tab or a carriage return as a formula (which can open links
 * or run commands), so such a cell is written with a leading apostrophe, which spreadsheets read as "text". A plain
 * number (sign, digits and separators only: "-12,50", "+905321234567") cannot call anything and stays a number.
 * Cells that already start with apostrophes before such a character get one more, so reading takes exactly one
 * off and every cell comes back as it was written.
 */
const FORMULA = /^'*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d[\d.,]*$/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

const neutralise = (value: string) => (FORMULA.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value);
const restore = (field: string) => (NEUTRALISED.test(field) ? field.slice(1) : field);

/** Parses text into rows, each with the 1-based line number it starts on (for error reports). Blank lines are dropped. */
export function parseCsv(text: string, delimiter = ";"): CsvRow[] {
  const src = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endRow = () => {
    fields.push(restore(field));
    if (!(fields.length === 1 && fields[0] === "")) rows.push({ line: rowLine, fields });
    fields = [];
    field = "";
  };
  while (i < src.length) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (c === "\n") line++;
        field += c;
      }
      i++;
      continue;
    }
    if (c === '"' && field === "") quoted = true;
    else if (c === delimiter) {
      fields.push(restore(field));
      field = "";
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else field += c;
    i++;
  }
  if (field !== "" || fields.length > 0) endRow();
  return rows;
}

function quote(value: string, delimiter: string): string {
  return /["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Writes rows with CRLF line ends and a BOM, so spreadsheet programs read the Turkish letters right. */
export function writeCsv(rows: readonly (readonly string[])[], delimiter = ";"): string {
  const body = rows.map((r) => r.map((v) => quote(neutralise(v), delimiter)).join(delimiter)).join("\r\n");
  return `${BOM}${body}\r\n`;
}
