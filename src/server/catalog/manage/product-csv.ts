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
import { type AdminProduct, changedFields, invalidateCatalog, type ProductEdit, pick } from "./products";

/** Column order of the export; the import finds columns by these names, so staff may reorder them. */
const header = ["kod", "ad", "satis_fiyati", "liste_fiyati", "stok", "yeni", "cok_satan", "onerilen", "aktif"] as const;
const flagColumns = { yeni: "isNewProduct", cok_satan: "isBestSellingProduct", onerilen: "isSuggestedProduct", aktif: "isActive" } as const;
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
  ]);
  return writeCsv([[...header], ...rows]);
}

export type ImportReport = { updated: number; unchanged: number; rejected: { line: number; reason: string }[] };

const reason = (key: string, values?: Record<string, unknown>) => t(`admin:csv.errors.${key}`, values);

function readRow(get: (col: (typeof header)[number]) => string): { code: string; input: EditableProduct } | string {
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
  return { code, input: parsed.data };
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
  const changes: { before: AdminProduct; after: EditableProduct; diff: Partial<EditableProduct> }[] = [];
  for (const row of rows) {
    if (row.fields.length !== head.fields.length) {
      report.rejected.push({ line: row.line, reason: reason("columnCount", { expected: head.fields.length, actual: row.fields.length }) });
      continue;
    }
    const result = readRow((col) => row.fields[index.get(col)!] ?? "");
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
      if (Object.keys(diff).length === 0) report.unchanged++;
      else changes.push({ before, after: result.input, diff });
    }
  }
  if (changes.length) await saveChanges(actorId, changes);
  report.updated = changes.length;
  return { report, edits: changes.map(({ before, after }) => ({ id: before.id, before, after })) };
}

async function saveChanges(actorId: string, changes: { before: AdminProduct; after: EditableProduct; diff: Partial<EditableProduct> }[]) {
  await db().transaction(async (tx) => {
    for (let i = 0; i < changes.length; i += BATCH) {
      const values = changes
        .slice(i, i + BATCH)
        .map(
          ({ before, after: a }) =>
            sql`(${before.id}::int, ${a.name}::text, ${a.salesPrice}::int, ${a.unDiscountedSalesPrice}::int, ${a.stock}::int, ${a.isNewProduct}::boolean, ${a.isBestSellingProduct}::boolean, ${a.isSuggestedProduct}::boolean, ${a.isActive}::boolean)`,
        );
      await tx.execute(sql`
        update products p set name = v.name, sales_price = v.sp, undiscounted_sales_price = v.lp, stock = v.stock,
          is_new = v.is_new, is_best_selling = v.best, is_suggested = v.suggested, is_active = v.active, updated_at = now()
        from (values ${sql.join(values, sql`, `)}) as v(id, name, sp, lp, stock, is_new, best, suggested, active)
        where p.id = v.id`);
    }
    await recordPrices(
      tx,
      changes.flatMap(({ before, diff }) => (diff.salesPrice === undefined ? [] : [{ productId: before.id, price: diff.salesPrice }])),
    );
    const entries: AuditEntry[] = changes.map(({ before, diff }) => ({
      actorId,
      action: "product.import",
      entity: "product",
      entityId: before.id,
      before: pick(before, diff),
      after: diff,
    }));
    await recordAudit(entries, tx);
  });
  await invalidateCatalog();
}
