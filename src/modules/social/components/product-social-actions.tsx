import "server-only";
import { storeConfig } from "@/config/store";
import { currentUser } from "@/modules/account/session";
import { shownOffer } from "@/modules/catalog/templates/product-detail";
import { productCollectionIds } from "@/server/services/collections";
import { favoriteIds } from "@/server/services/favorites";
import type { ProductDetail, ProductVariant } from "@/server/services/product-detail";
import { ALARM_COLLECTION_PARAM } from "../schemas";
import type { ProductSummary } from "../types";
import { AddToCollectionButton } from "./add-to-collection-button";
import { FavoriteButton } from "./favorite-button";
import { PriceAlarmButton } from "./price-alarm-button";
import { ReviewButton } from "./review-button";

/** The product as the toasts and the review form show it: the chosen variant's price, the first photo. */
export function productSummary(product: ProductDetail, variant: ProductVariant | undefined): ProductSummary {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    image: product.images[0]?.src ?? null,
    price: shownOffer(product, variant).salesPrice,
  };
}

/** The product page's `actions` slot: favourite, collections and price alarm, in the signed-in customer's state. */
export async function ProductSocialActions({ product }: { product: ProductSummary }) {
  const user = await currentUser();
  const [favorites, collectionIds] = user
    ? await Promise.all([favoriteIds(user.id, [product.id]), productCollectionIds(user.id, product.id)])
    : [new Set<number>(), []];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        <FavoriteButton product={product} initialFavorite={favorites.has(product.id)} />
        <AddToCollectionButton product={product} />
      </div>
      <PriceAlarmButton product={product} initialOn={collectionIds.includes(ALARM_COLLECTION_PARAM)} />
    </div>
  );
}

/** The product page's `reviewAction` slot. */
export function ProductReviewAction({ product }: { product: ProductSummary }) {
  return <ReviewButton product={product} imageShape={storeConfig.catalog.productImageShape} />;
}
