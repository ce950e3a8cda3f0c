import { and, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as updateCategory } from "@/app/api/admin/categories/update/route";
import { resolveCatalogSlug } from "@/server/catalog/slugs";
import { catalogSnapshot } from "@/server/catalog/snapshot";
import { navigation } from "@/server/content/navigation";
import { db } from "@/server/platform/db/client";
import { categories, navigationItems, products } from "@/server/platform/db/schema";
import { instantSearch } from "@/server/search/catalog-search";
import { call } from "../support/api";
import { adminSessions, auditOf, cacheVersion, expectForbiddenForCustomer } from "./admin-helpers";

let staff = "";
let customer = "";
beforeAll(async () => {
  ({ staff, customer } = await adminSessions());
});

/** A leaf category that a menu entry leads to, with the entry. */
async function linkedCategory() {
  const [row] = await db()
    .select({ category: categories, navId: navigationItems.id })
    .from(categories)
    .innerJoin(navigationItems, and(eq(navigationItems.categoryId, categories.id), isNotNull(categories.parentId)))
    .orderBy(categories.id)
    .limit(1);
  return row!;
}

const save = (body: object) => call(updateCategory, "/api/admin/categories/update", { cookie: staff, body });

describe("POST /api/admin/categories/update", () => {
  it("renames a category: the catalogue, its page, the menu and search show the new name on the next read", async () => {
    const { category, navId } = await linkedCategory();
    // Warm every cache first, so the test shows they are invalidated rather than never filled.
    await Promise.all([catalogSnapshot(), navigation(), instantSearch(category.name)]);
    const version = await cacheVersion("catalog");

    const res = await save({
      categoryId: category.id,
      name: "Zümrüt Baskı Ekipmanları",
      slug: category.slug,
      description: "Yeni açıklama",
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ changed: true });

    expect(await cacheVersion("catalog")).toBe(version + 1);
    expect((await catalogSnapshot()).categories.get(category.id)?.name).toBe("Zümrüt Baskı Ekipmanları");
    const page = await resolveCatalogSlug(category.slug);
    expect(page?.type === "category" && page.category).toMatchObject({ name: "Zümrüt Baskı Ekipmanları", description: "Yeni açıklama" });
    const entry = (await navigation()).tree.flatMap((n) => [n, ...n.children]).find((n) => n.id === navId);
    expect(entry?.name).toBe("Zümrüt Baskı Ekipmanları");
    // The search index checks the catalogue version at most once a second (src/server/search/engine.ts).
    await expect
      .poll(async () => (await instantSearch("zumrut baski")).find((h) => h.type === "navigation"), { timeout: 2500, interval: 100 })
      .toMatchObject({ id: category.id, name: "Zümrüt Baskı Ekipmanları" });

    const [audit] = await auditOf("category", category.id);
    expect(audit).toMatchObject({
      action: "category.update",
      before: { name: category.name, description: category.description },
      after: { name: "Zümrüt Baskı Ekipmanları", description: "Yeni açıklama" },
    });
  });

  it("moves the address: the old slug is gone, the new one and the menu link lead to the category", async () => {
    const { category, navId } = await linkedCategory();
    const res = await save({
      categoryId: category.id,
      name: category.name,
      slug: "yeni-kategori-adresi",
      description: category.description,
    });
    expect(res.status).toBe(200);
    expect(await resolveCatalogSlug(category.slug)).toBeNull();
    expect((await resolveCatalogSlug("yeni-kategori-adresi"))?.type).toBe("category");
    const entry = (await navigation()).tree.flatMap((n) => n.children).find((n) => n.id === navId);
    expect(entry?.href).toBe("/yeni-kategori-adresi");
  });

  it("refuses an address another page has, a reserved one and a malformed one, in Turkish", async () => {
    const { category } = await linkedCategory();
    const [product] = await db().select({ slug: products.slug }).from(products).limit(1);
    const base = { categoryId: category.id, name: category.name, description: "" };

    const taken = await save({ ...base, slug: product!.slug });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: "slug_taken", message: expect.stringContaining("kullanıyor") });
    const reserved = await save({ ...base, slug: "admin" });
    expect(reserved.status).toBe(400);
    expect(reserved.json.message).toBe("Bu adres mağazanın sabit bir sayfasına ayrılmış.");
    const malformed = await save({ ...base, slug: "Büyük Harf" });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toContain("küçük harf");
    expect((await save({ ...base, slug: "x", categoryId: 999_999 })).status).toBe(404);
    expect((await db().select().from(categories).where(eq(categories.id, category.id)))[0]?.slug).toBe(category.slug);
  });

  it("answers a customer 403", async () => {
    await expectForbiddenForCustomer(customer, [[updateCategory, "/api/admin/categories/update"]]);
  });
});
