import "server-only";
import { sql } from "drizzle-orm";
import { t } from "@/i18n/server";
import { parseCsv, writeCsv } from "@/lib/csv";
import { liraInputValue, parseLiraInput } from "@/lib/lira-input";
import { recordPrices } from "@/server/catalog/price-history";
import { type AuditEntry, recordAudit } from "@/server/platform/audit";
import { db } from "@/server/platform/db/client";
import { products } from "@/server/platform/db/schema";
import { type EditableProduct, editableProduct } from "@/shared/catalog/manage-products";
import { type ProductParcel, parcelKeys, productParcelSchema } from "@/shared/catalog/parcel";
import { changedFields, invalidateCatalog, type ProductEdit, pick } from "./products";

/** Column order of the export; the import finds columns by these names, so staff may reorder them. */
const header = ["kod", "ad", "satis_fiyati", "liste_fiyati", "stok", "yeni", "cok_satan", "onerilen", "aktif"] as const;
const flagColumns = { yeni: "isNewProduct", cok_satan: "isBestSellingProduct", onerilen: "isSuggestedProduct", aktif: "isActive" } as const;
/** The box for the carrier's desi (cm and grams), empty for freight: exported after the rest, read when present. */
const parcelColumns = {
  koli_uzunluk_cm: "length",
  koli_genislik_cm: "width",
  koli_yukseklik_cm: "height",
  koli_agirlik_g: "weight",
} as const satisfies Record<string, (typeof parcelKeys)[number]>;
type Column = (typeof header)[number] | keyof typeof parcelColumns;
const YES = "evet";
const NO = "hayır";

const allProducts = () =>
  db()
    .select({
      id: products.id,
      code: products.code,
      slug: products.slug,
      name: products.name,
      salesPrice: products.salesPrice,
      unDiscountedSalesPrice: products.unDiscountedSalesPrice,
      stock: products.stock,
      isNewProduct: products.isNewProduct,
      isBestSellingProduct: products.isBestSellingProduct,
      isSuggestedProduct: products.isSuggestedProduct,
      isActive: products.isActive,
      length: products.parcelLength,
      width: products.parcelWidth,
      height: products.parcelHeight,
      weight: products.parcelWeight,
    })
    .from(products)
    .orderBy(products.code);

export async function exportProductsCsv(): Promise<string> {
  const rows = (await allProducts()).map((p) => [
    p.code,
    p.name,
    liraInputValue(p.salesPrice),
    liraInputValue(p.unDiscountedSalesPrice),
    String(p.stock),
    ...Object.values(flagColumns).map((k) => (p[k] ? YES : NO)),
    ...Object.values(parcelColumns).map((k) => p[k]?.toString() ?? ""),
  ]);
  return writeCsv([[...header, ...Object.keys(parcelColumns)], ...rows]);
}

export type ImportReport = { updated: number; unchanged: number; rejected: { line: number; reason: string }[] };

const reason = (key: string, values?: Record<string, unknown>) => t(`admin:csv.errors.${key}`, values);

type Row = { code: string; input: EditableProduct; parcel?: ProductParcel };

/** The row's box, or undefined when the file has no box columns; a reason when the values are no whole box. */
function readParcel(get: (col: Column) => string | undefined): ProductParcel | undefined | string {
  const texts = Object.entries(parcelColumns).map(([col, key]) => [key, get(col as Column)?.trim()] as const);
  if (texts.every(([, text]) => text === undefined)) return undefined;
  const values = Object.fromEntries(texts.map(([key, text]) => [key, text ? (/^\d+$/.test(text) ? Number(text) : Number.NaN) : null]));
  const parsed = productParcelSchema.safeParse(values);
  return parsed.success ? parsed.data : reason("badParcel");
}

/** A row's product, or the reason it is refused; `cell` is undefined for a column the file lacks. */
function readRow(cell: (col: Column) => string | undefined): Row | string {
  const get = (col: Column) => cell(col) ?? "";
  const code = get("kod").trim();
  if (!code) return reason("missingCode");
  const salesPrice = parseLiraInput(get("satis_fiyati"));
  if (salesPrice === null) return reason("badPrice", { column: "satis_fiyati" });
  const unDiscountedSalesPrice = parseLiraInput(get("liste_fiyati"));
  if (unDiscountedSalesPrice === null) return reason("badPrice", { column: "liste_fiyati" });
  const stockText = get("stok").trim();
  if (!/^\d+$/.test(stockText)) return reason("badStock");
  const flags: Partial<Record<(typeof flagColumns)[keyof typeof flagColumns], boolean>> = {};
  for (const [col, key] of Object.entries(flagColumns) as [keyof typeof flagColumns, (typeof flagColumns)[keyof typeof flagColumns]][]) {
    const v = get(col).trim().toLocaleLowerCase("tr");
    if (v !== YES && v !== NO) return reason("badFlag", { column: col });
    flags[key] = v === YES;
  }
  const parsed = editableProduct.safeParse({ name: get("ad"), salesPrice, unDiscountedSalesPrice, stock: Number(stockText), ...flags });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return reason(issue?.path[0] === "unDiscountedSalesPrice" ? "listBelowSale" : issue?.path[0] === "name" ? "badName" : "invalid");
  }
  const parcel = readParcel(cell);
  if (typeof parcel === "string") return parcel;
  return { code, input: parsed.data, parcel };
}

const BATCH = 500;

/**
 * Imports a product CSV row by row: good rows are saved in batches, bad rows are reported with their line and
 * reason; answers the report and the edits saved.
 */
export async function importProductsCsv(actorId: string, text: string): Promise<{ report: ImportReport; edits: ProductEdit[] }> {
  const [head, ...rows] = parseCsv(text);
  const report: ImportReport = { updated: 0, unchanged: 0, rejected: [] };
  const index = new Map((head?.fields ?? []).map((name, i) => [name.trim(), i]));
  const missing = header.filter((h) => !index.has(h));
  if (!head || missing.length) {
    report.rejected.push({ line: head?.line ?? 1, reason: reason("badHeader", { columns: missing.join(", ") || header.join(", ") }) });
    return { report, edits: [] };
  }
  const existing = new Map((await allProducts()).map((p) => [p.code, p]));
  const seen = new Set<string>();
  const changes: Change[] = [];
  for (const row of rows) {
    if (row.fields.length !== head.fields.length) {
      report.rejected.push({ line: row.line, reason: reason("columnCount", { expected: head.fields.length, actual: row.fields.length }) });
      continue;
    }
    const result = readRow((col) => (index.has(col) ? (row.fields[index.get(col)!] ?? "") : undefined));
    if (typeof result === "string") {
      report.rejected.push({ line: row.line, reason: result });
      continue;
    }
    const before = existing.get(result.code);
    if (!before) report.rejected.push({ line: row.line, reason: reason("unknownCode", { code: result.code }) });
    else if (seen.has(result.code)) report.rejected.push({ line: row.line, reason: reason("duplicateCode", { code: result.code }) });
    else {
      seen.add(result.code);
      const diff = changedFields(before, result.input);
      const parcel = result.parcel && parcelKeys.some((k) => result.parcel![k] !== before[k]) ? result.parcel : undefined;
      if (Object.keys(diff).length === 0 && !parcel) report.unchanged++;
      else changes.push({ before, after: result.input, diff, parcel });
    }
  }
  if (changes.length) await saveChanges(actorId, changes);
  report.updated = changes.length;
  return { report, edits: changes.map(({ before, after }) => ({ id: before.id, before, after })) };
}

type Stored = Awaited<ReturnType<typeof allProducts>>[number];
/** A row that changes its product: its editable fields (`diff` the changed ones) and, if it changed, its box. */
type Change = { before: Stored; after: EditableProduct; diff: Partial<EditableProduct>; parcel?: ProductParcel };

async function saveChanges(actorId: string, changes: Change[]) {
  await db().transaction(async (tx) => {
    for (let i = 0; i < changes.length; i += BATCH) {
      const values = changes.slice(i, i + BATCH).map(({ before, after: a, parcel }) => {
        // The box as the file has it, or as it was: every row of the batch sets all four.
        const box = parcel ?? before;
        return sql`(${before.id}::int, ${a.name}::text, ${a.salesPrice}::int, ${a.unDiscountedSalesPrice}::int, ${a.stock}::int, ${a.isNewProduct}::boolean, ${a.isBestSellingProduct}::boolean, ${a.isSuggestedProduct}::boolean, ${a.isActive}::boolean, ${box.length}::int, ${box.width}::int, ${box.height}::int, ${box.weight}::int)`;
      });
      await tx.execute(sql`
        update products p set name = v.name, sales_price = v.sp, undiscounted_sales_price = v.lp, stock = v.stock,
          is_new = v.is_new, is_best_selling = v.best, is_suggested = v.suggested, is_active = v.active,
          parcel_length_cm = v.len, parcel_width_cm = v.wid, parcel_height_cm = v.hei, parcel_weight_g = v.wei, updated_at = now()
        from (values ${sql.join(values, sql`, `)}) as v(id, name, sp, lp, stock, is_new, best, suggested, active, len, wid, hei, wei)
        where p.id = v.id`);
    }
    await recordPrices(
      tx,
      changes.flatMap(({ before, diff }) => (diff.salesPrice === undefined ? [] : [{ productId: before.id, price: diff.salesPrice }])),
    );
    const entries: AuditEntry[] = changes.map(({ before, diff, parcel: box }) => ({
      actorId,
      action: "product.import",
      entity: "product",
      entityId: before.id,
      before: { ...pick(before, diff), ...(box ? pick(before, box) : {}) },
      after: { ...diff, ...box },
    }));
    await recordAudit(entries, tx);
  });
  await invalidateCatalog();
}
