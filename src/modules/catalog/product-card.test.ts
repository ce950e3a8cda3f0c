import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ProductListItem } from "@/server/catalog/snapshot";
import { cardView } from "./components/card-view";
import { ProductCard } from "./components/product-card";

const product = (over: Partial<ProductListItem> = {}): ProductListItem => ({
  productId: 7,
  variantId: null,
  code: "RTV-U2205",
  name: "Rotavia RTV-U2205",
  slug: "rotavia-rtv-u2205",
  brandId: null,
  categoryId: 1,
  rating: 4.5,
  reviewCount: 2,
  image: { src: "/media/products/rtv-u2205-1.webp", alt: "" },
  salesPrice: 118_990_000,
  unDiscountedSalesPrice: 148_790_000,
  priceFrom: false,
  priceOnRequest: false,
  discount: 20,
  isDiscountedProduct: true,
  isBestSellingProduct: true,
  isNewProduct: false,
  isSuggestedProduct: false,
  estimatedDeliveryDuration: 3,
  stock: 4,
  soldCount: 10,
  createdAt: 0,
  attributes: {},
  ...over,
});

describe("the product card's data", () => {
  it("carries the card's words already formatted, in Turkish", () => {
    const card = cardView(product());
    expect(card).toMatchObject({
      href: "/rotavia-rtv-u2205",
      name: "Rotavia RTV-U2205",
      image: { src: "/media/products/rtv-u2205-1.webp", unoptimized: false },
      badges: [
        { key: "discounted", text: "%20 İndirimli" },
        { key: "best", text: "Çok satan" },
      ],
      rating: { label: "5 üzerinden 4,5 puan", percent: 90, count: "(2 değerlendirme)" },
      price: { current: "1.189.900,00 TL", original: "1.487.900,00 TL", from: false },
    });
  });

  it("leaves out what a card does not show: no original price, no rating, no photo", () => {
    const card = cardView(product({ unDiscountedSalesPrice: 118_990_000, discount: 0, reviewCount: 0, image: null, stock: 0 }));
    expect(card.price.original).toBeNull();
    expect(card.rating).toBeNull();
    expect(card.image).toBeNull();
    expect(card.badges.map((b) => b.text)).toEqual(["Tükendi", "Çok satan"]);
  });

  it("renders the name, the link, the badges' list, the stars and both prices with their spoken words", () => {
    const html = renderToString(ProductCard({ product: product() }));
    expect(html).toContain('href="/rotavia-rtv-u2205"');
    expect(html).toContain('aria-label="Ürün etiketleri"');
    expect(html).toContain('aria-label="5 üzerinden 4,5 puan"');
    expect(html).toContain("İndirimli fiyat:");
    expect(html).toMatch(/<del[^>]*><span class="sr-only">Eski fiyat:/);
  });

  it("shows a customer's own price under the public one, named by their group, and only when set", () => {
    expect(cardView(product()).price.own).toBeNull();
    const html = renderToString(ProductCard({ product: product({ ownPrice: { price: 99_000_000, group: "Bayi" } }) }));
    expect(html).toContain("Bayi fiyatı: ");
    expect(html).toContain("990.000,00 TL");
    expect(html).toContain("1.189.900,00 TL");
  });

  it("shows “Fiyat sorunuz” and no amount for a product whose price is on request", () => {
    const html = renderToString(ProductCard({ product: product({ priceOnRequest: true }) }));
    expect(html).toContain("Fiyat sorunuz");
    expect(html).not.toContain("1.189.900");
    expect(html).not.toContain("<del");
  });
});
