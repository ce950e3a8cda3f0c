import Image from "next/image";
import Link from "next/link";
import type { ReactNode } from "react";
import { formatPrice } from "@/lib/money";
import type { ProductSummary } from "../types";

/** A product in an account grid (a level-2 heading under the page title): photo, name and price linking to the product, and the page's own action. */
export function ProductTile({ product, action }: { product: ProductSummary; action?: ReactNode }) {
  return (
    <article className="flex h-full flex-col gap-2">
      <Link href={`/${product.slug}`} className="group flex flex-col gap-2 rounded">
        <div className="relative aspect-[3/4] overflow-hidden rounded bg-gray-100">
          {product.image && (
            <Image
              src={product.image}
              alt=""
              fill
              sizes="(min-width: 1024px) 220px, 50vw"
              className="object-cover group-hover:scale-[1.03]"
            />
          )}
        </div>
        <h2 className="line-clamp-2 text-sm font-medium text-gray-900 group-hover:text-primary-700">{product.name}</h2>
      </Link>
      <p className="font-bold text-gray-900">{formatPrice(product.price)}</p>
      {action && <div className="mt-auto">{action}</div>}
    </article>
  );
}
