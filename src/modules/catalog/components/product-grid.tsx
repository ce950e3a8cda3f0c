import type { ProductListItem } from "@/server/services/catalog-snapshot";
import { ProductCard } from "./product-card";

/** 2 / 3 / 4 columns; the first row may load eagerly when it is the page's largest paint. */
export function ProductGrid({ products, eagerCount = 0, label }: { products: ProductListItem[]; eagerCount?: number; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((p, i) => (
        <li key={p.productId}>
          <ProductCard product={p} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
