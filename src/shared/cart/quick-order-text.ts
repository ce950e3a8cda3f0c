import { parseCsv } from "@/lib/csv";
import type { QuickOrderLine } from "./bulk-add";
import { MAX_CODE_LENGTH, MAX_QUICK_ORDER_LINES, MAX_QUICK_ORDER_QUANTITY } from "./quick-order-limits";

/** A line the shopper wrote that names no code and quantity, with its 1-based line number. */
export type UnreadLine = { line: number; text: string };

export type ParsedQuickOrder = { lines: QuickOrderLine[]; unread: UnreadLine[]; tooMany: boolean };

/** "KOD 5", "KOD;5", "KOD,5", "KOD<TAB>5", or a code alone (one unit). */
const LINE = /^(\S+?)(?:\s*[;,\t]\s*|\s+)(\d+)$/;
const CODE_ONLY = /^[^\s;,]+$/;

function readFields(fields: readonly string[]): QuickOrderLine | null {
  const [code = "", quantity = "", ...rest] = fields.map((f) => f.trim());
  if (rest.some(Boolean) || !code || code.length > MAX_CODE_LENGTH) return null;
  if (!quantity) return { code, quantity: 1 };
  if (!/^\d+$/.test(quantity)) return null;
  const n = Number(quantity);
  return n >= 1 && n <= MAX_QUICK_ORDER_QUANTITY ? { code, quantity: n } : null;
}

function readLine(text: string): QuickOrderLine | null {
  const trimmed = text.trim();
  const match = LINE.exec(trimmed);
  if (match) return readFields([match[1]!, match[2]!]);
  return CODE_ONLY.test(trimmed) ? readFields([trimmed]) : null;
}

/** Splits what the shopper typed or pasted, one "code quantity" per line; blank lines are skipped. */
export function parseQuickOrderText(text: string): ParsedQuickOrder {
  const lines: QuickOrderLine[] = [];
  const unread: UnreadLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    const line = readLine(raw);
    if (line) lines.push(line);
    else unread.push({ line: i + 1, text: raw.trim() });
  });
  return { lines, unread, tooMany: lines.length > MAX_QUICK_ORDER_LINES };
}

/**
 * A small CSV file of code and quantity (";" as Turkish spreadsheets write it, or ","), with or without a header row
 * (a first row whose quantity is not a number is taken for one).
 */
export function parseQuickOrderCsv(text: string): ParsedQuickOrder {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = firstLine.includes(";") ? ";" : firstLine.includes("\t") ? "\t" : ",";
  const rows = parseCsv(text, delimiter);
  const lines: QuickOrderLine[] = [];
  const unread: UnreadLine[] = [];
  rows.forEach((row, i) => {
    if (row.fields.every((f) => !f.trim())) return;
    const line = readFields(row.fields);
    if (line) lines.push(line);
    else if (i > 0 || /^\d+$/.test(row.fields[1]?.trim() ?? "")) unread.push({ line: row.line, text: row.fields.join(delimiter) });
  });
  return { lines, unread, tooMany: lines.length > MAX_QUICK_ORDER_LINES };
}
