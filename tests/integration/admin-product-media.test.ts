import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as deleteAttachment } from "@/app/api/admin/products/attachments/delete/route";
import { POST as uploadAttachment } from "@/app/api/admin/products/attachments/upload/route";
import { POST as deleteImage } from "@/app/api/admin/products/images/delete/route";
import { POST as reorderImages } from "@/app/api/admin/products/images/reorder/route";
import { POST as uploadImage } from "@/app/api/admin/products/images/upload/route";
import { GET as getMedia } from "@/app/media/[...key]/route";
import { getProductDetail } from "@/server/catalog/product-detail";
import { catalogSnapshot } from "@/server/catalog/snapshot";
import { db } from "@/server/platform/db/client";
import { media, productImages, products } from "@/server/platform/db/schema";
import { PDF_MAX_BYTES, uploadBodyLimit } from "@/shared/uploads";
import { call } from "../support/api";
import { adminSessions, auditOf, base64, expectForbiddenForCustomer, imageBase64 } from "./admin-helpers";

let staff = "";
let customer = "";
let productId = 0;
beforeAll(async () => {
  ({ staff, customer } = await adminSessions());
  const [p] = await db().select({ id: products.id }).from(products).where(eq(products.isActive, true)).orderBy(products.id).limit(1);
  productId = p!.id;
});

const post = (handler: Parameters<typeof call>[0], path: string, body: object) => call(handler, path, { cookie: staff, body });
const upload = async (width: number, height: number) =>
  post(uploadImage, "/api/admin/products/images/upload", { productId, file: await imageBase64(width, height) });
/** The answer of /media for a stored file's URL. */
const serveMedia = (url: string) =>
  getMedia(new Request(`http://localhost${url}`), { params: Promise.resolve({ key: url.replace("/media/", "").split("/") }) });
const mediaOf = async (url: string) =>
  (
    await db()
      .select()
      .from(media)
      .where(eq(media.key, url.replace("/media/", "")))
  )[0];
const imageIds = async () =>
  (
    await db()
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(productImages.position)
  ).map((r) => r.id);

describe("product images", () => {
  it("stores an upload no larger than the gallery needs, and the product page shows it next", async () => {
    const before = (await getProductDetail(productId))!.images;
    const big = await upload(2400, 2400);
    expect(big.status).toBe(200);
    expect(big.json).toMatchObject({ width: 1200, height: 1200 });
    expect(await mediaOf(big.json.url)).toMatchObject({ contentType: "image/webp", width: 1200, height: 1200 });
    expect((await serveMedia(big.json.url)).headers.get("content-disposition")).toBeNull();
    const small = await upload(300, 200);
    expect(small.json).toMatchObject({ width: 300, height: 200 });

    const after = (await getProductDetail(productId))!.images;
    expect(after.map((i) => i.src)).toEqual([...before.map((i) => i.src), big.json.url, small.json.url]);
    expect((await auditOf("product", productId)).at(-1)).toMatchObject({ action: "product.image.add", after: { width: 300, height: 200 } });
  });

  it("reorders the photos: the first one becomes the card image", async () => {
    const ids = await imageIds();
    const reversed = [...ids].reverse();
    const res = await post(reorderImages, "/api/admin/products/images/reorder", { productId, imageIds: reversed });
    expect(res.status).toBe(200);
    expect(await imageIds()).toEqual(reversed);
    const [first] = await db().select().from(productImages).where(eq(productImages.id, reversed[0]!));
    expect((await catalogSnapshot()).productById.get(productId)?.image?.src).toBe(`/media/${first!.mediaKey}`);
    expect((await auditOf("product", productId)).at(-1)).toMatchObject({ before: { imageIds: ids }, after: { imageIds: reversed } });

    const partial = await post(reorderImages, "/api/admin/products/images/reorder", { productId, imageIds: reversed.slice(1) });
    expect([partial.status, partial.json.message]).toEqual([400, "Görsel listesi değişmiş; sayfayı yenileyip tekrar deneyin."]);
  });

  it("deletes a photo and its uploaded file", async () => {
    const [image] = await db().select().from(productImages).where(eq(productImages.productId, productId)).orderBy(productImages.position);
    const res = await post(deleteImage, "/api/admin/products/images/delete", { imageId: image!.id });
    expect(res.status).toBe(200);
    expect((await getProductDetail(productId))!.images.map((i) => i.src)).not.toContain(`/media/${image!.mediaKey}`);
    expect(await mediaOf(image!.mediaKey)).toBeUndefined();
    expect((await auditOf("product", productId)).at(-1)).toMatchObject({ action: "product.image.delete", before: { id: image!.id } });
    expect((await post(deleteImage, "/api/admin/products/images/delete", { imageId: image!.id })).status).toBe(404);
  });

  it("refuses a file that is not an image by its bytes, whatever it is called", async () => {
    const res = await post(uploadImage, "/api/admin/products/images/upload", { productId, file: base64("<svg onload=alert(1)>") });
    expect([res.status, res.json.code]).toEqual([400, "invalid_file"]);
  });
});

describe("product attachments", () => {
  const pdf = base64("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF");

  it("uploads a PDF the product page lists, and deletes it again", async () => {
    const res = await post(uploadAttachment, "/api/admin/products/attachments/upload", { productId, title: "Kurulum Kılavuzu", file: pdf });
    expect(res.status).toBe(200);
    expect((await getProductDetail(productId))!.attachments).toContainEqual({ title: "Kurulum Kılavuzu", href: res.json.url });
    expect(await mediaOf(res.json.url)).toMatchObject({ contentType: "application/pdf" });
    const served = await serveMedia(res.json.url);
    expect(served.headers.get("content-disposition")).toBe("attachment");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect((await auditOf("product", productId)).at(-1)).toMatchObject({
      action: "product.attachment.add",
      after: { title: "Kurulum Kılavuzu" },
    });

    expect((await post(deleteAttachment, "/api/admin/products/attachments/delete", { attachmentId: res.json.id })).status).toBe(200);
    expect((await getProductDetail(productId))!.attachments.map((a) => a.title)).not.toContain("Kurulum Kılavuzu");
    expect(await mediaOf(res.json.url)).toBeUndefined();
  });

  it("refuses a non-PDF, a missing title and a body over the route's limit", async () => {
    const png = await post(uploadAttachment, "/api/admin/products/attachments/upload", {
      productId,
      title: "Broşür",
      file: await imageBase64(10, 10, "png"),
    });
    expect([png.status, png.json.message]).toEqual([400, "Yalnızca PDF belgeler yüklenebilir."]);
    const untitled = await post(uploadAttachment, "/api/admin/products/attachments/upload", { productId, title: " ", file: pdf });
    expect(untitled.json.message).toBe("Belge başlığı 2 ile 120 karakter arasında olmalı.");
    const huge = await post(uploadAttachment, "/api/admin/products/attachments/upload", {
      productId,
      title: "Büyük",
      file: "A".repeat(uploadBodyLimit(PDF_MAX_BYTES)),
    });
    expect(huge.status).toBe(413);
  });
});

describe("access", () => {
  it("answers a customer 403 on every product media route", async () => {
    await expectForbiddenForCustomer(customer, [
      [uploadImage, "/api/admin/products/images/upload"],
      [reorderImages, "/api/admin/products/images/reorder"],
      [deleteImage, "/api/admin/products/images/delete"],
      [uploadAttachment, "/api/admin/products/attachments/upload"],
      [deleteAttachment, "/api/admin/products/attachments/delete"],
    ]);
  });
});
