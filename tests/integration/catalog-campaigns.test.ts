import { describe, expect, it } from "vitest";
import { listingMetadata } from "@/modules/catalog/metadata";
import { listProducts } from "@/server/catalog/listing";
import { loadCatalogSnapshot } from "@/server/catalog/snapshot";
import { navigation } from "@/server/content/navigation";
import { CAMPAIGNS_PATH } from "@/shared/catalog/listing-query";
import { mainMenuItems, megaMenuLinks } from "@/shared/content/navigation";

describe("the campaigns listing", () => {
  it("is what the menus' Kampanyalar opens, on the phone and on the desktop, not a search word", async () => {
    const { tree } = await navigation();
    for (const menu of [mainMenuItems(tree), megaMenuLinks(tree)])
      expect(menu.find((n) => n.name === "Kampanyalar")?.href).toBe(CAMPAIGNS_PATH);
  });

  it("lists every discounted product, 12 a page, with facets like any listing", async () => {
    const discounted = (await loadCatalogSnapshot()).products.filter((p) => p.unDiscountedSalesPrice > p.salesPrice);
    expect(discounted.length).toBeGreaterThan(12);
    const first = await listProducts({ kind: "discounted" }, {});
    expect(first.total).toBe(discounted.length);
    expect(first.products).toHaveLength(12);
    expect(first.products.every((p) => p.isDiscountedProduct)).toBe(true);
    expect(first.facets.map((f) => f.param)).toEqual(expect.arrayContaining(["category", "brand", "price"]));
    const second = await listProducts({ kind: "discounted" }, { page: "2" });
    expect(second.page).toBe(2);
    expect(second.products.some((p) => first.products.includes(p))).toBe(false);
  });

  it("has its own canonical, page numbers kept", async () => {
    const listing = await listProducts({ kind: "discounted" }, { page: "2" });
    const meta = listingMetadata({
      name: "Kampanyalar",
      description: "",
      basePath: CAMPAIGNS_PATH,
      query: listing.query,
      page: 2,
      image: null,
    });
    expect(meta.alternates?.canonical).toBe(`${CAMPAIGNS_PATH}?page=2`);
  });
});
