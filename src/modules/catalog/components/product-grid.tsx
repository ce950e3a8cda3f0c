import type { ProductListItem } from "@/server/catalog/snapshot";
import { withOwnPrices } from "../shopper-prices";
import { type CardAction, ProductCard } from "./product-card";

type ProductGridProps = { products: ProductListItem[]; eagerCount?: number; label?: string; cardAction?: CardAction };

/**
 * 2 / 3 / 4 columns; the first row may load eagerly when it is the page's largest paint. A signed-in customer's own
 * prices are put on the cards here, per request, for every grid (listings, search results, related products).
 */
export async function ProductGrid({ products: listed, eagerCount = 0, label, cardAction }: ProductGridProps) {
  const products = await withOwnPrices(listed);
  const grid = (
    <ul aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((p, i) => (
        <li key={p.productId}>
          <ProductCard product={p} eager={i < eagerCount} action={cardAction?.render(p)} />
        </li>
      ))}
    </ul>
  );
  return cardAction ? cardAction.around(grid) : grid;
}
