import "server-only";
import { cache } from "react";
import { storeConfig } from "@/config/store";
import { Translations } from "@/i18n/translations";
import { currentUser } from "@/modules/account/session";
import type { CardAction } from "@/modules/catalog/components/product-card";
import { shownOffer } from "@/modules/catalog/templates/product-detail";
import { favoriteIds, productCollectionIds } from "@/modules/social/data";
import type { ProductDetail, ProductVariant } from "@/server/catalog/product-detail";
import type { ProductListItem } from "@/server/catalog/snapshot";
import { ALARM_COLLECTION_PARAM } from "@/shared/social/schemas";
import type { ProductSummary } from "@/shared/social/types";
import { AddToCollectionButton } from "./add-to-collection-button";
import { CardSocialButtons } from "./card-social-buttons";
import { FavoriteButton } from "./favorite-button";
import { PriceAlarmButton } from "./price-alarm-button";
import { ReviewButton } from "./review-button";

/**
 * The buttons' texts and their toasts' travel with the buttons: a page without them sends none. A grid of cards
 * sends them once, around the grid. The collection picker and the review form bring the rest of `social` when
 * they load.
 */
const CARD_TEXTS = ["social:actionOn", "social:errors", "social:favorite", "social:picker", "social:toast"];
const PRODUCT_TEXTS = [...CARD_TEXTS, "social:alarm", "social:review"];

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

/**
 * The signed-in customer's favourites, read once per request however many buttons ask (none for a guest), so
 * every favourite button is right on first paint without a request of its own.
 */
const myFavoriteIds = cache(async () => {
  const user = await currentUser();
  return user ? favoriteIds(user.id) : new Set<number>();
});

/**
 * The product page's `actions` slot: favourite, collections and price alarm (or "Gelince haber ver" when the shown
 * offer is sold out), in the signed-in customer's state.
 */
export async function ProductSocialActions({ product, soldOut }: { product: ProductSummary; soldOut: boolean }) {
  const user = await currentUser();
  const [favorites, collectionIds] = await Promise.all([
    myFavoriteIds(),
    user ? productCollectionIds(user.id, product.id) : ([] as string[]),
  ]);
  return (
    <Translations namespaces={PRODUCT_TEXTS}>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-3">
          <FavoriteButton product={product} initialFavorite={favorites.has(product.id)} />
          <AddToCollectionButton product={product} />
        </div>
        <PriceAlarmButton product={product} initialOn={collectionIds.includes(ALARM_COLLECTION_PARAM)} soldOut={soldOut} />
      </div>
    </Translations>
  );
}

async function CardSocialActions({ product }: { product: ProductListItem }) {
  const favorites = await myFavoriteIds();
  return <CardSocialButtons id={product.productId} price={product.salesPrice} initialFavorite={favorites.has(product.productId)} />;
}

/** Listing cards' corner (`cardAction`): the favourite toggle and add-to-collection of each product. */
export const cardSocialActions: CardAction = {
  render: (product) => <CardSocialActions product={product} />,
  around: (grid) => <Translations namespaces={CARD_TEXTS}>{grid}</Translations>,
};

/** The product page's `reviewAction` slot. */
export function ProductReviewAction({ product }: { product: ProductSummary }) {
  return (
    <Translations namespaces={PRODUCT_TEXTS}>
      <ReviewButton product={product} imageShape={storeConfig.catalog.productImageShape} />
    </Translations>
  );
}
