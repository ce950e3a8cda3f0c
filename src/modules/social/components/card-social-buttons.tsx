"use client";
import { useCardView } from "@/modules/catalog/components/product-card-view";
import { AddToCollectionButton } from "./add-to-collection-button";
import { FavoriteButton } from "./favorite-button";

/**
 * A listing card's favourite toggle and add-to-collection. The product's name, address and photo come from the
 * card they sit in (its link is the product's slug), so each card sends only its id and price for them.
 */
export function CardSocialButtons({ id, price, initialFavorite }: { id: number; price: number; initialFavorite: boolean }) {
  const card = useCardView();
  const product = { id, price, name: card.name, slug: card.href.slice(1), image: card.image?.src ?? null };
  return (
    <>
      <FavoriteButton product={product} initialFavorite={initialFavorite} onCard />
      <AddToCollectionButton product={product} onCard />
    </>
  );
}
