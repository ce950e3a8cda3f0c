import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as exportCsv } from "@/app/api/admin/products/export/route";
import { POST as importCsv } from "@/app/api/admin/products/import/route";
import { POST as updateProduct } from "@/app/api/admin/products/update/route";
import { POST as addToCollection } from "@/app/api/customers/add-to-collection/route";
import { POST as saveCollection } from "@/app/api/customers/save-collection/route";
import { POST as saveProductCollections } from "@/app/api/customers/save-product-collections/route";
import { parseCsv, writeCsv } from "@/lib/csv";
import { latestMailTo } from "@/server/platform/mail";
import { alarmReason, checkPriceAlarms } from "@/server/social/price-alarm";
import { call } from "../support/api";
import { drainMail } from "../support/jobs";
import { staffSession } from "../support/staff";
import { as, productRow, setProduct, signInBoth, untouchedProducts } from "./social-helpers";

let B: ReturnType<typeof as>;
let bEmail: string;
let products: number[];
let staff: string;

/** The mails sent so far, once the queued ones have gone. */
const mailCount = async () => {
  await drainMail();
  return fs.readdirSync(path.join(process.env.DATA_DIR!, "mail")).length;
};

beforeAll(async () => {
  const sessions = await signInBoth();
  B = as(sessions.b);
  bEmail = sessions.bEmail;
  products = await untouchedProducts(6);
  staff = await staffSession();
});

beforeEach(() => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-alarm-"));
  fs.mkdirSync(path.join(process.env.DATA_DIR, "mail"));
});

describe("the price alarm", () => {
  it("mails once when the product gets cheaper than when it was added", async () => {
    const productId = products[0]!;
    await setProduct(productId, { salesPrice: 100_000, unDiscountedSalesPrice: 100_000, stock: 5 });
    await B(addToCollection, { productId, isAlarm: true, isBuyLater: false });

    expect(await checkPriceAlarms(productId)).toBe(0);
    await setProduct(productId, { salesPrice: 100_500, unDiscountedSalesPrice: 100_500 });
    expect(await checkPriceAlarms(productId)).toBe(0);
    expect(await mailCount()).toBe(0);

    await setProduct(productId, { salesPrice: 89_990 });
    expect(await checkPriceAlarms(productId)).toBe(1);
    await drainMail();
    const mail = await latestMailTo(bEmail);
    const product = await productRow(productId);
    expect(mail?.subject).toBe(`Fiyat alarmı: ${product.name} artık daha uygun`);
    expect(mail?.text).toContain("1.000,00 TL iken 899,90 TL oldu");
    expect(mail?.text).toContain(`/${product.slug}`);

    await setProduct(productId, { salesPrice: 79_990 });
    expect(await checkPriceAlarms(productId)).toBe(0);
    expect(await mailCount()).toBe(1);
  });

  it("mails when a product that was out of stock when added comes back", async () => {
    const productId = products[1]!;
    await setProduct(productId, { stock: 0 });
    await B(addToCollection, { productId, isAlarm: true });
    expect(await checkPriceAlarms(productId)).toBe(0);
    await setProduct(productId, { stock: 3 });
    expect(await checkPriceAlarms(productId)).toBe(1);
    await drainMail();
    expect((await latestMailTo(bEmail))?.subject).toContain("yeniden stokta");
    expect(await checkPriceAlarms(productId)).toBe(0);
  });

  it("ignores other collections holding the product, and concurrent checks mail once", async () => {
    const productId = products[2]!;
    await setProduct(productId, { salesPrice: 50_000, unDiscountedSalesPrice: 50_000, stock: 2 });
    const own = (await B(saveCollection, { name: "Alarm değil" })).json;
    await B(saveProductCollections, { productId, collectionIds: [own.id] });
    await setProduct(productId, { salesPrice: 40_000 });
    expect(await checkPriceAlarms(productId)).toBe(0);

    await setProduct(productId, { salesPrice: 50_000 });
    await B(addToCollection, { productId, isAlarm: true });
    await setProduct(productId, { salesPrice: 45_000 });
    const sent = await Promise.all([checkPriceAlarms(productId), checkPriceAlarms(productId), checkPriceAlarms(productId)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailCount()).toBe(1);
  });
});

describe("the back office sets the alarm off", () => {
  /** The product edit form's body: the product as it is, with the staff's changes. */
  const editBody = async (productId: number, changes: { salesPrice?: number; stock?: number }) => {
    const p = await productRow(productId);
    return {
      productId,
      name: p.name,
      salesPrice: p.salesPrice,
      unDiscountedSalesPrice: p.unDiscountedSalesPrice,
      stock: p.stock,
      isNewProduct: p.isNewProduct,
      isBestSellingProduct: p.isBestSellingProduct,
      isSuggestedProduct: p.isSuggestedProduct,
      isActive: p.isActive,
      ...changes,
    };
  };
  const save = async (body: object) => {
    const res = await call(updateProduct, "/api/admin/products/update", { cookie: staff, body });
    expect(res.status).toBe(200);
  };

  it("mails the customer once when staff lower the price, and not again for a save without changes", async () => {
    const productId = products[4]!;
    await setProduct(productId, { salesPrice: 200_000, unDiscountedSalesPrice: 200_000, stock: 4 });
    await B(addToCollection, { productId, isAlarm: true });

    await save(await editBody(productId, { stock: 9 }));
    expect(await mailCount()).toBe(0);

    const cheaper = await editBody(productId, { salesPrice: 150_000 });
    await save(cheaper);
    expect(await mailCount()).toBe(1);
    const product = await productRow(productId);
    await drainMail();
    const mail = await latestMailTo(bEmail);
    expect(mail?.subject).toBe(`Fiyat alarmı: ${product.name} artık daha uygun`);
    expect(mail?.text).toContain("2.000,00 TL iken 1.500,00 TL oldu");

    await save(cheaper);
    expect(await mailCount()).toBe(1);
  });

  it("mails the customer when a CSV import brings the product back in stock", async () => {
    const productId = products[5]!;
    await setProduct(productId, { stock: 0 });
    await B(addToCollection, { productId, isAlarm: true });
    const { code } = await productRow(productId);

    const [head, ...rows] = parseCsv((await call(exportCsv, "/api/admin/products/export", { cookie: staff, method: "GET" })).text);
    const row = rows.find((r) => r.fields[0] === code)!.fields;
    row[head!.fields.indexOf("stok")] = "12";
    const res = await call(importCsv, "/api/admin/products/import", { cookie: staff, body: { csv: writeCsv([head!.fields, row]) } });
    expect(res.json).toMatchObject({ updated: 1, rejected: [] });
    expect(await mailCount()).toBe(1);
    await drainMail();
    expect((await latestMailTo(bEmail))?.subject).toContain("yeniden stokta");
  });
});

describe("alarmReason", () => {
  it.each([
    [{ priceWhenAdded: 100, stockWhenAdded: 1, salesPrice: 99, stock: 1 }, "cheaper"],
    [{ priceWhenAdded: 100, stockWhenAdded: 1, salesPrice: 100, stock: 1 }, null],
    [{ priceWhenAdded: 100, stockWhenAdded: 1, salesPrice: 90, stock: 0 }, null],
    [{ priceWhenAdded: 100, stockWhenAdded: 0, salesPrice: 120, stock: 4 }, "backInStock"],
    [{ priceWhenAdded: null, stockWhenAdded: null, salesPrice: 1, stock: 4 }, null],
  ] as const)("%o -> %s", (item, reason) => {
    expect(alarmReason(item)).toBe(reason);
  });
});
