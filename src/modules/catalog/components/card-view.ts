import { t } from "@/i18n/server";
import type { ProductListItem } from "@/server/catalog/snapshot";
import { isUnoptimized } from "../../../lib/image-source";
import { productImageAspect } from "./image-props";
import { onRequestText, priceLabels, priceText } from "./price";
import { productBadges } from "./product-badges";
import type { CardLabels, CardView } from "./product-card-view";
import { ratingSummary } from "./rating-stars";

let labels: CardLabels | undefined;
/** The words every card shares: one object per process. */
export const cardLabels = (): CardLabels => (labels ??= { badges: t("catalog:badge.label"), price: priceLabels() });

/** The card's words and links from a listed product: only what the card shows. */
export function cardView(product: ProductListItem): CardView {
  return {
    href: `/${product.slug}`,
    name: product.name,
    image: product.image && { src: product.image.src, unoptimized: isUnoptimized(product.image.src) },
    aspect: productImageAspect(),
    badges: productBadges(product),
    rating: ratingSummary(product.rating, product.reviewCount),
    price: product.priceOnRequest
      ? onRequestText()
      : priceText(product.salesPrice, product.unDiscountedSalesPrice, product.priceFrom, product.ownPrice),
  };
}
