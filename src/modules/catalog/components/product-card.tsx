import type { ReactNode } from "react";
import type { ProductListItem } from "@/server/catalog/snapshot";
import { cardLabels, cardView } from "./card-view";
import { ProductCardView } from "./product-card-view";

/**
 * What another module puts in a card's photo corner (the favourite and collection buttons), per product, and
 * what it wraps a grid of such cards in once (the buttons' texts).
 */
export type CardAction = { render: (product: ProductListItem) => ReactNode; around: (grid: ReactNode) => ReactNode };

/** `eager` for cards in the first screenful, whose photo may be the largest paint. */
export function ProductCard({ product, eager = false, action }: { product: ProductListItem; eager?: boolean; action?: ReactNode }) {
  return <ProductCardView card={cardView(product)} labels={cardLabels()} eager={eager} action={action} />;
}
