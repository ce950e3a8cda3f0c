import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createBrand } from "@/app/api/admin/brands/create/route";
import { POST as updateBrand } from "@/app/api/admin/brands/update/route";
import { POST as uploadLogo } from "@/app/api/admin/brands/upload-logo/route";
import { resolveCatalogSlug } from "@/server/catalog/slugs";
import { catalogSnapshot } from "@/server/catalog/snapshot";
import { db } from "@/server/platform/db/client";
import { brands, media } from "@/server/platform/db/schema";
import { instantSearch } from "@/server/search/catalog-search";
import { base64Length, IMAGE_MAX_BYTES, uploadBodyLimit } from "@/shared/uploads";
import { call } from "../support/api";
import { adminSessions, auditOf, base64, expectForbiddenForCustomer, imageBase64 } from "./admin-helpers";

let staff = "";
let customer = "";
beforeAll(async () => {
  ({ staff, customer } = await adminSessions());
});

const post = (handler: Parameters<typeof call>[0], path: string, body: object) => call(handler, path, { cookie: staff, body });
const mediaOf = async (url: string) =>
  (
    await db()
      .select()
      .from(media)
      .where(eq(media.key, url.replace("/media/", "")))
  )[0];

describe("brands in the back office", () => {
  it("creates a brand whose page and search hit appear on the next request", async () => {
    await catalogSnapshot();
    const res = await post(createBrand, "/api/admin/brands/create", {
      name: "Arvena Baskı",
      slug: "arvena-baski",
      description: "İtalyan tasarımı.",
    });
    expect(res.status).toBe(200);
    const page = await resolveCatalogSlug("arvena-baski");
    expect(page?.type === "brand" && page.brand).toMatchObject({ id: res.json.id, name: "Arvena Baskı", description: "İtalyan tasarımı." });
    await expect.poll(async () => (await instantSearch("arvena")).map((h) => h.type), { timeout: 2500, interval: 100 }).toContain("brand");
    expect(await auditOf("brand", res.json.id)).toMatchObject([{ action: "brand.create", after: { slug: "arvena-baski" } }]);
  });

  it("edits name, address and description, recording before and after", async () => {
    const [brand] = await db().select().from(brands).orderBy(brands.id).limit(1);
    const res = await post(updateBrand, "/api/admin/brands/update", {
      brandId: brand!.id,
      name: `${brand!.name} Endüstri`,
      slug: `${brand!.slug}-endustri`,
      description: brand!.description,
    });
    expect(res.json).toEqual({ changed: true });
    expect((await catalogSnapshot()).brands.get(brand!.id)?.name).toBe(`${brand!.name} Endüstri`);
    expect(await resolveCatalogSlug(brand!.slug)).toBeNull();
    expect((await resolveCatalogSlug(`${brand!.slug}-endustri`))?.type).toBe("brand");
    expect((await auditOf("brand", brand!.id)).at(-1)).toMatchObject({
      action: "brand.update",
      before: { name: brand!.name, slug: brand!.slug },
      after: { name: `${brand!.name} Endüstri` },
    });
  });

  it("refuses an address in use and bad fields, in Turkish", async () => {
    const [a, b] = await db().select().from(brands).orderBy(brands.id).limit(2);
    const taken = await post(updateBrand, "/api/admin/brands/update", { brandId: b!.id, name: b!.name, slug: a!.slug, description: "" });
    expect([taken.status, taken.json.code]).toEqual([409, "slug_taken"]);
    const duplicate = await post(createBrand, "/api/admin/brands/create", { name: "Kopya", slug: a!.slug, description: "" });
    expect(duplicate.status).toBe(409);
    expect(await db().select().from(brands).where(eq(brands.name, "Kopya"))).toEqual([]);
    const short = await post(createBrand, "/api/admin/brands/create", { name: "K", slug: "k-marka", description: "" });
    expect([short.status, short.json.message]).toEqual([400, "Ad 2 ile 100 karakter arasında olmalı."]);
  });

  it("stores an uploaded logo at 280x57 and drops the upload it replaces", async () => {
    const [brand] = await db().select().from(brands).orderBy(brands.id).limit(1);
    const first = await post(uploadLogo, "/api/admin/brands/upload-logo", {
      brandId: brand!.id,
      file: await imageBase64(1200, 300, "png"),
    });
    expect(first.status).toBe(200);
    expect(await mediaOf(first.json.logo)).toMatchObject({ width: 280, height: 57, contentType: "image/webp" });
    expect((await catalogSnapshot()).brands.get(brand!.id)?.logo).toBe(first.json.logo);

    const second = await post(uploadLogo, "/api/admin/brands/upload-logo", {
      brandId: brand!.id,
      file: await imageBase64(400, 400, "webp"),
    });
    expect(await mediaOf(first.json.logo)).toBeUndefined();
    expect((await auditOf("brand", brand!.id)).at(-1)).toMatchObject({
      action: "brand.logo",
      after: { logoKey: second.json.logo.replace("/media/", "") },
    });
  });

  it("checks an upload's type by its bytes and its size, before and after decoding", async () => {
    const [brand] = await db().select().from(brands).orderBy(brands.id).limit(1);
    const upload = (file: string) => post(uploadLogo, "/api/admin/brands/upload-logo", { brandId: brand!.id, file });
    const pdf = await upload(base64("%PDF-1.4 a datasheet, not a logo"));
    expect([pdf.status, pdf.json.message]).toEqual([400, "Yalnızca JPEG, PNG veya WebP görseller yüklenebilir."]);
    // JPEG's signature, then garbage: the type check passes, decoding does not.
    const broken = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString("base64"));
    expect([broken.status, broken.json.code]).toEqual([400, "invalid_file"]);
    const tooLarge = await upload("A".repeat(base64Length(IMAGE_MAX_BYTES) + 4));
    expect([tooLarge.status, tooLarge.json.message]).toEqual([400, "Görsel en fazla 8 MB olabilir."]);
    const overLimit = await upload("A".repeat(uploadBodyLimit(IMAGE_MAX_BYTES)));
    expect([overLimit.status, overLimit.json.code]).toEqual([413, "payload_too_large"]);
  });

  it("answers a customer 403 on every brand route", async () => {
    await expectForbiddenForCustomer(customer, [
      [createBrand, "/api/admin/brands/create"],
      [updateBrand, "/api/admin/brands/update"],
      [uploadLogo, "/api/admin/brands/upload-logo"],
    ]);
  });
});
