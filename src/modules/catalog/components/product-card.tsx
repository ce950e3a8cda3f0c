import type { ReactNode } from "react";
import type { ProductListItem } from "@/server/catalog/snapshot";
import { cardLabels, cardView } from "./card-view";
import { ProductCardView } from "./product-card-view";

/** What another module puts in a card's photo corner (the favourite and collection buttons), per product. */
export type CardAction = (product: ProductListItem) => ReactNode;

/** `eager` for cards in the first screenful, whose photo may be the largest paint. */
export function ProductCard({ product, eager = false, action }: { product: ProductListItem; eager?: boolean; action?: ReactNode }) {
  return <ProductCardView card={cardView(product)} labels={cardLabels()} eager={eager} action={action} />;
}
