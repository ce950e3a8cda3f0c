import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from "./structured-data";

const site = "https://shop.example";

describe("jsonLdText", () => {
  it("cannot close its script element, and still parses to the same data", () => {
    const data = { name: "</script><script>alert(1)</script> <!-- \u2028" };
    const text = jsonLdText(data);
    expect(text).not.toContain("<");
    expect(text).not.toContain("\u2028");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("productJsonLd", () => {
  const input = {
    name: "UV Yazıcı",
    sku: "UV-1200",
    description: "Kısa",
    images: ["/media/a.webp"],
    brand: "Lumora",
    path: "/uv-yazici",
    price: 123456,
    inStock: true,
    rating: 4.5,
    reviewCount: 2,
  };

  it("carries the exact price in lira, TRY, availability and absolute URLs", () => {
    const ld = productJsonLd(input, site);
    expect(ld.offers).toMatchObject({
      price: "1234.56",
      priceCurrency: "TRY",
      availability: "https://schema.org/InStock",
      url: "https://shop.example/uv-yazici",
    });
    expect(ld.image).toEqual(["https://shop.example/media/a.webp"]);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
  });

  it("leaves out the rating without reviews and says when it is out of stock", () => {
    const ld = productJsonLd({ ...input, inStock: false, reviewCount: 0, brand: null }, site);
    expect(ld.offers?.availability).toBe("https://schema.org/OutOfStock");
    expect("aggregateRating" in ld).toBe(false);
    expect("brand" in ld).toBe(false);
  });

  it("has no Offer at all for a price on request, since an Offer needs a price", () => {
    const ld = productJsonLd({ ...input, price: null }, site);
    expect("offers" in ld).toBe(false);
    expect(JSON.stringify(ld)).not.toContain("1234.56");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: "Ana Sayfa", path: "/" },
          { name: "Makineler", path: "/makineler" },
        ],
        site,
      ).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Ana Sayfa", item: "https://shop.example/" },
      { "@type": "ListItem", position: 2, name: "Makineler", item: "https://shop.example/makineler" },
    ]);
  });
});
