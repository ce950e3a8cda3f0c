import { kurusToDecimalString } from "@/lib/money";

/**
 * schema.org JSON-LD for search engines (Product, BreadcrumbList, Organization). Pure builders;
 * the pages put the result in a <script type="application/ld+json"> through {@link jsonLdText}.
 */

/** ISO 4217 code of the shop's currency (the configured currency name, "TL", is for people). */
export const CURRENCY_CODE = "TRY";

/**
 * JSON that cannot end the script element it sits in: "<" (so no "</script>" or "<!--"), and the
 * two line separators JavaScript once treated as newlines, are written as \u escapes.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).toString();

export type ProductJsonLdInput = {
  name: string;
  sku: string;
  description: string;
  images: string[];
  brand: string | null;
  path: string;
  /** Null for a "price on request" product: it has no Offer (Google takes no Offer without a price). */
  price: number | null;
  inStock: boolean;
  rating: number;
  reviewCount: number;
};

export function productJsonLd(p: ProductJsonLdInput, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    sku: p.sku,
    description: p.description,
    image: p.images.map((src) => absolute(src, siteUrl)),
    ...(p.brand ? { brand: { "@type": "Brand", name: p.brand } } : {}),
    ...(p.price === null
      ? {}
      : {
          offers: {
            "@type": "Offer",
            url: absolute(p.path, siteUrl),
            price: kurusToDecimalString(p.price),
            priceCurrency: CURRENCY_CODE,
            availability: p.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
            itemCondition: "https://schema.org/NewCondition",
          },
        }),
    ...(p.reviewCount > 0
      ? {
          aggregateRating: { "@type": "AggregateRating", ratingValue: p.rating, reviewCount: p.reviewCount, bestRating: 5, worstRating: 1 },
        }
      : {}),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: absolute(c.path, siteUrl) })),
  };
}

export type OrganizationInput = { name: string; siteUrl: string; phone: string; email: string; address: string; sameAs: string[] };

export function organizationJsonLd(o: OrganizationInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: o.name,
    url: o.siteUrl,
    email: o.email,
    telephone: o.phone,
    address: { "@type": "PostalAddress", streetAddress: o.address, addressCountry: "TR" },
    sameAs: o.sameAs,
  };
}
