"use client";
import type { ProductSummary } from "@/shared/social/types";
import { AddToCollectionButton } from "./add-to-collection-button";
import { FavoriteButton } from "./favorite-button";

/** A listing card's favourite toggle and add-to-collection, fed the product once. */
export function CardSocialButtons({ product, initialFavorite }: { product: ProductSummary; initialFavorite: boolean }) {
  return (
    <>
      <FavoriteButton product={product} initialFavorite={initialFavorite} onCard />
      <AddToCollectionButton product={product} onCard />
    </>
  );
}
