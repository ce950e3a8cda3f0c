import { describe, expect, it } from "vitest";
import {
  emptyQuery,
  expandedFacet,
  filterCount,
  hasFilters,
  hasRefinements,
  listingHref,
  parseListingQuery,
  parsePriceRange,
  toggleFacet,
  withPage,
  withSort,
} from "./listing-query";

describe("parseListingQuery", () => {
  it("reads sort, page and every facet, repeated parameters included", () => {
    const q = parseListingQuery(
      new URLSearchParams(
        "brand=lumora&brand=vexa&category=uv-murekkepler&price=1000-5000&stock=1&a.Renk=Cyan&a.Renk=Sarı&sort=price-asc&page=3",
      ),
    );
    expect(q).toEqual({
      sort: "price-asc",
      page: 3,
      category: ["uv-murekkepler"],
      brand: ["lumora", "vexa"],
      price: { min: 1000, max: 5000 },
      inStock: true,
      attributes: { Renk: ["Cyan", "Sarı"] },
    });
  });

  it("accepts Next.js search params objects", () => {
    expect(parseListingQuery({ brand: ["a", "b"], page: "2", "a.Hacim": "1 L" })).toMatchObject({
      brand: ["a", "b"],
      page: 2,
      attributes: { Hacim: ["1 L"] },
    });
  });

  it("falls back to defaults on nonsense instead of failing", () => {
    const q = parseListingQuery({ sort: "cheapest", page: "-2", price: "abc", stock: "yes", "a.": "x", brand: ["", " "] });
    expect(q).toEqual(emptyQuery());
    expect(parseListingQuery({ page: "1.5" }).page).toBe(1);
    expect(parseListingQuery({ page: "99999999" }).page).toBe(1);
  });

  it("reads open and reversed price ranges", () => {
    expect(parsePriceRange("1000-")).toEqual({ min: 1000, max: null });
    expect(parsePriceRange("-500")).toEqual({ min: null, max: 500 });
    expect(parsePriceRange("900-100")).toEqual({ min: 100, max: 900 });
    expect(parsePriceRange("-")).toBeNull();
  });

  it("reads the price form's min and max fields as a range", () => {
    expect(parseListingQuery({ min: "250", max: "" }).price).toEqual({ min: 250, max: null });
    expect(parseListingQuery({ min: "", max: "" }).price).toBeNull();
  });
});

describe("listingHref", () => {
  it("gives the bare path for the default view and one canonical order otherwise", () => {
    expect(listingHref("/makineler", emptyQuery())).toBe("/makineler");
    const a = parseListingQuery(new URLSearchParams("sort=newest&a.Renk=Cyan&brand=vexa&page=2"));
    const b = parseListingQuery(new URLSearchParams("page=2&brand=vexa&a.Renk=Cyan&sort=newest"));
    expect(listingHref("/makineler", a)).toBe(listingHref("/makineler", b));
    expect(listingHref("/makineler", a)).toBe("/makineler?brand=vexa&a.Renk=Cyan&sort=newest&page=2");
  });

  it("keeps preserved parameters such as the search text first", () => {
    expect(listingHref("/search", withPage(emptyQuery(), 2), { query: "mürekkep" })).toBe("/search?query=m%C3%BCrekkep&page=2");
  });

  it("round-trips through the URL", () => {
    const q = parseListingQuery(new URLSearchParams("brand=x&price=-2500&stock=1&a.Dalga boyu=395 nm&sort=top-rated&page=4"));
    const href = listingHref("/uv-kurleme", q);
    expect(parseListingQuery(new URL(href, "http://x").searchParams)).toEqual(q);
  });
});

describe("toggleFacet", () => {
  const base = withPage(parseListingQuery({ brand: "lumora" }), 3);

  it("adds and removes a value and always returns to page 1", () => {
    const added = toggleFacet(base, "brand", "vexa");
    expect(added.brand).toEqual(["lumora", "vexa"]);
    expect(added.page).toBe(1);
    expect(toggleFacet(added, "brand", "lumora").brand).toEqual(["vexa"]);
  });

  it("switches the price range and the stock flag, and drops an emptied attribute", () => {
    const priced = toggleFacet(base, "price", "1000-5000");
    expect(priced.price).toEqual({ min: 1000, max: 5000 });
    expect(toggleFacet(priced, "price", "1000-5000").price).toBeNull();
    expect(toggleFacet(base, "stock", "1").inStock).toBe(true);
    const coloured = toggleFacet(base, "a.Renk", "Cyan");
    expect(coloured.attributes).toEqual({ Renk: ["Cyan"] });
    expect(toggleFacet(coloured, "a.Renk", "Cyan").attributes).toEqual({});
  });
});

describe("refinements", () => {
  it("counts filters and sorting, not the page number", () => {
    expect(hasRefinements(withPage(emptyQuery(), 5))).toBe(false);
    expect(hasRefinements(withSort(emptyQuery(), "newest"))).toBe(true);
    expect(hasFilters(withSort(emptyQuery(), "newest"))).toBe(false);
    expect(hasFilters(parseListingQuery({ stock: "1" }))).toBe(true);
    expect(filterCount(parseListingQuery({ brand: ["a", "b"], price: "1-", "a.Renk": ["x", "y"], stock: "1", sort: "newest" }))).toBe(6);
  });
});

describe("expandedFacet", () => {
  it("names the group shown in full, which is no filter and no part of the listing's links", () => {
    const params = new URLSearchParams("more=a.Baskı+hızı&brand=lumora");
    expect(expandedFacet(params)).toBe("a.Baskı hızı");
    expect(expandedFacet({ more: "brand" })).toBe("brand");
    expect(expandedFacet({})).toBeNull();
    const query = parseListingQuery(params);
    expect(hasFilters(query) && filterCount(query)).toBe(1);
    expect(listingHref("/makineler", toggleFacet(query, "brand", "vexa"))).toBe("/makineler?brand=lumora&brand=vexa");
  });
});
