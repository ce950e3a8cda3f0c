import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { hasRefinements, type ListingQuery } from "@/shared/catalog/listing-query";

/**
 * Canonical URL of a listing view: filtered or re-sorted views point at the plain listing (they
 * show a subset or the same products), while plain page 2+ keeps its page number (different products).
 */
export function listingCanonical(basePath: string, query: ListingQuery): string {
  if (hasRefinements(query) || query.page <= 1) return basePath;
  return `${basePath}?page=${query.page}`;
}

type ListingMeta = { name: string; description: string; basePath: string; query: ListingQuery; page: number; image: string | null };

export function listingMetadata({ name, description, basePath, query, page, image }: ListingMeta): Metadata {
  const title = page > 1 ? t("catalog:meta.pagedTitle", { name, page }) : name;
  const canonical = listingCanonical(basePath, query);
  const text = description || t("catalog:meta.listingDescription", { name });
  return {
    title,
    description: text,
    alternates: { canonical },
    openGraph: { title, description: text, url: canonical, type: "website", ...(image ? { images: [{ url: image }] } : {}) },
  };
}

type ProductMeta = { name: string; description: string; basePath: string; image: string | null; variantLabel: string | null };

/** Variant URLs canonicalise to the product: one product, one indexed page. */
export function productMetadata({ name, description, basePath, image, variantLabel }: ProductMeta): Metadata {
  const title = variantLabel ? `${name} (${variantLabel})` : name;
  return {
    title,
    description,
    alternates: { canonical: basePath },
    openGraph: { title, description, url: basePath, type: "website", ...(image ? { images: [{ url: image }] } : {}) },
  };
}
