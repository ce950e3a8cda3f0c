import "server-only";
import ExcelJS from "exceljs";
import { t } from "@/i18n/server";
import { writeCsv } from "@/lib/csv";
import { liraInputValue } from "@/lib/lira-input";
import { toShopTimestamp } from "@/lib/shop-time";
import type { MailFile } from "@/server/platform/mail";
import { type MonthExportQuery, monthSheets } from "@/shared/orders/month";
import { type Cell, monthSheet, type Sheet } from "./sheets";

/**
 * The month as files for the accountant. CSV: one sheet per file, `;` between fields and the decimal comma, with a
 * BOM, as Excel in Turkish opens it by a double click; moments as "2026-11-30 23:59:07" in shop time. XLSX: every
 * sheet in one workbook, amounts as numbers in lira with two decimals, moments as dates showing shop time.
 */

const csvCell = (cell: Cell): string => {
  if (typeof cell === "string") return cell;
  if ("money" in cell) return liraInputValue(cell.money);
  if ("count" in cell) return String(cell.count);
  return cell.at ? toShopTimestamp(cell.at) : "";
};

const SHOP_OFFSET_MS = 3 * 3_600_000;
/** A spreadsheet's date has no zone: it is written as the shop's wall-clock time (Türkiye keeps +03:00 all year). */
const wallClock = (date: Date) => new Date(date.getTime() + SHOP_OFFSET_MS);

const xlsxCell = (cell: Cell): ExcelJS.CellValue => {
  if (typeof cell === "string") return cell;
  if ("money" in cell) return cell.money / 100;
  if ("count" in cell) return cell.count;
  return cell.at ? wallClock(cell.at) : null;
};

const MONEY_FORMAT = "#,##0.00";
const DATE_FORMAT = "dd.mm.yyyy hh:mm";

function addSheet(book: ExcelJS.Workbook, sheet: Sheet) {
  const ws = book.addWorksheet(sheet.title);
  ws.addRow(sheet.header).font = { bold: true };
  for (const row of sheet.rows) {
    const added = ws.addRow(row.map(xlsxCell));
    row.forEach((cell, i) => {
      if (typeof cell === "string") return;
      if ("money" in cell) added.getCell(i + 1).numFmt = MONEY_FORMAT;
      if ("at" in cell) added.getCell(i + 1).numFmt = DATE_FORMAT;
    });
  }
  ws.columns.forEach((c) => {
    c.width = 18;
  });
  ws.views = [{ state: "frozen", ySplit: 1 }];
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The export the query asks for, as a file to download. */
export async function monthExportFile(query: MonthExportQuery): Promise<MailFile> {
  const days = { from: query.from, to: query.to };
  if (query.format === "csv") {
    const sheet = await monthSheet(query.sheet, days);
    const csv = writeCsv([sheet.header, ...sheet.rows.map((r) => r.map(csvCell))]);
    const filename = `${t("admin-reports:files.sheetName", { sheet: t(`admin-reports:files.sheet.${query.sheet}`), ...days })}.csv`;
    return { filename, contentType: "text/csv; charset=utf-8", content: new TextEncoder().encode(csv) };
  }
  const book = new ExcelJS.Workbook();
  for (const name of monthSheets) addSheet(book, await monthSheet(name, days));
  const content = new Uint8Array(await book.xlsx.writeBuffer());
  return { filename: `${t("admin-reports:files.name", days)}.xlsx`, contentType: XLSX_TYPE, content };
}
