import "server-only";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { mediaUrl } from "@/lib/media-url";
import { db } from "@/server/platform/db/client";
import {
  productAttachments,
  productImages,
  products,
  productVariants,
  relatedProducts,
  reviews,
  type Specification,
  user,
} from "@/server/platform/db/schema";
import { cached, cacheTags } from "@/server/platform/runtime/cache";
import { loadPriceRule } from "./price-history";
import { volumeBreaksOf } from "./shopper-price";
import { type BrandInfo, type CategoryNode, catalogSnapshot, categoryTrail, type ProductImage, type ProductListItem } from "./snapshot";

export type ProductVariant = {
  id: number;
  code: string;
  attributes: Record<string, string>;
  salesPrice: number;
  /** The struck-through previous price the 30-day rule allows; the sales price when none. */
  unDiscountedSalesPrice: number;
  stock: number;
  /** Its own photo (one colour of a series), shown first when it is chosen. */
  image: ProductImage | null;
};

export type ProductReview = { id: number; rating: number; content: string; author: string | null; createdAt: string };

export type ProductDetail = {
  id: number;
  code: string;
  slug: string;
  name: string;
  shortDescription: string;
  /** Markdown. */
  description: string;
  brand: BrandInfo | null;
  /** Section first, the product's own category last. */
  trail: CategoryNode[];
  salesPrice: number;
  unDiscountedSalesPrice: number;
  /** "Fiyat sorunuz": the prices above and the variants' are 0 and never shown; customers ask for a quote. */
  priceOnRequest: boolean;
  stock: number;
  rating: number;
  reviewCount: number;
  isBestSellingProduct: boolean;
  isNewProduct: boolean;
  isSuggestedProduct: boolean;
  estimatedDeliveryDuration: number;
  specifications: Specification[];
  images: ProductImage[];
  attachments: { title: string; href: string }[];
  variants: ProductVariant[];
  related: ProductListItem[];
  reviews: ProductReview[];
  /** Quantity breaks (kademeli fiyat) for every shopper, lowest quantity first: the product's own (variantId null) and its variants'. */
  volumePrices: { variantId: number | null; minQuantity: number; price: number }[];
  /** Approved reviews per star, index 0 = 1 star. */
  ratingCounts: [number, number, number, number, number];
  updatedAt: string;
};

const REVIEWS_SHOWN = 20;

/** "Ayşe Kaya" -> "Ayşe K.": enough to show a real person wrote it, not enough to identify them. */
export function reviewAuthorName(fullName: string): string {
  const [first = "", ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase("tr")}.` : first;
}

async function loadProduct(id: number): Promise<ProductDetail | null> {
  const [row] = await db()
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  if (!row) return null;
  const [snapshot, images, attachments, variants, relatedRows, reviewRows, starRows, previousPrice, breaks] = await Promise.all([
    catalogSnapshot(),
    db().select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position), asc(productImages.id)),
    db()
      .select()
      .from(productAttachments)
      .where(eq(productAttachments.productId, id))
      .orderBy(asc(productAttachments.position), asc(productAttachments.id)),
    db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    db().select({ id: relatedProducts.relatedId }).from(relatedProducts).where(eq(relatedProducts.productId, id)),
    db()
      .select({
        id: reviews.id,
        rating: reviews.rating,
        content: reviews.content,
        shown: reviews.isAuthorNameShown,
        name: user.name,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(user, eq(user.id, reviews.userId))
      .where(and(eq(reviews.productId, id), eq(reviews.status, "approved")))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_SHOWN),
    db()
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(and(eq(reviews.productId, id), eq(reviews.status, "approved")))
      .groupBy(reviews.rating),
    loadPriceRule([id]),
    volumeBreaksOf([id]),
  ]);
  const ratingCounts: ProductDetail["ratingCounts"] = [0, 0, 0, 0, 0];
  for (const s of starRows) if (s.rating >= 1 && s.rating <= 5) ratingCounts[s.rating - 1] = s.n;
  return hidePrices({
    id: row.id,
    code: row.code,
    slug: row.slug,
    name: row.name,
    shortDescription: row.shortDescription,
    description: row.description,
    brand: row.brandId === null ? null : (snapshot.brands.get(row.brandId) ?? null),
    trail: categoryTrail(snapshot, row.categoryId),
    salesPrice: row.salesPrice,
    unDiscountedSalesPrice: previousPrice({ ...row, productId: row.id }),
    priceOnRequest: row.priceOnRequest,
    stock: row.stock,
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    isBestSellingProduct: row.isBestSellingProduct,
    isNewProduct: row.isNewProduct,
    isSuggestedProduct: row.isSuggestedProduct,
    estimatedDeliveryDuration: row.estimatedDeliveryDuration,
    specifications: row.specifications,
    images: images.map((i) => ({ src: mediaUrl(i.mediaKey), alt: i.alt || row.name })),
    attachments: attachments.map((a) => ({ title: a.title, href: mediaUrl(a.mediaKey) })),
    variants: variants.map((v) => ({
      id: v.id,
      code: v.code,
      attributes: v.attributes,
      salesPrice: v.salesPrice,
      unDiscountedSalesPrice: previousPrice({ ...v, variantId: v.id }),
      stock: v.stock,
      image: v.imageKey ? { src: mediaUrl(v.imageKey), alt: `${row.name} – ${Object.values(v.attributes).join(" / ")}` } : null,
    })),
    volumePrices: breaks.map(({ variantId, minQuantity, price }) => ({ variantId, minQuantity, price })),
    related: relatedRows.flatMap((r) => snapshot.productById.get(r.id) ?? []),
    reviews: reviewRows.map((r) => ({
      id: r.id,
      rating: r.rating,
      content: r.content,
      author: r.shown ? reviewAuthorName(r.name) : null,
      createdAt: r.createdAt.toISOString(),
    })),
    ratingCounts,
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** A "price on request" product carries no price at all, so no page or payload can show one. */
function hidePrices(product: ProductDetail): ProductDetail {
  if (!product.priceOnRequest) return product;
  const none = { salesPrice: 0, unDiscountedSalesPrice: 0 };
  return { ...product, ...none, variants: product.variants.map((v) => ({ ...v, ...none })) };
}

/** Everything the product page shows, cached per product until the catalogue changes. */
export const getProductDetail = (id: number) => cached(cacheTags.catalog, `product:${id}`, () => loadProduct(id));
