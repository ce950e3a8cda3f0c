import type { ProductListItem } from "@/server/catalog/snapshot";
import { type CardAction, ProductCard } from "./product-card";

type ProductGridProps = { products: ProductListItem[]; eagerCount?: number; label?: string; cardAction?: CardAction };

/** 2 / 3 / 4 columns; the first row may load eagerly when it is the page's largest paint. */
export function ProductGrid({ products, eagerCount = 0, label, cardAction }: ProductGridProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((p, i) => (
        <li key={p.productId}>
          <ProductCard product={p} eager={i < eagerCount} action={cardAction?.(p)} />
        </li>
      ))}
    </ul>
  );
}
