import Image from "next/image";
import Link from "next/link";
import type { ReactNode } from "react";
import type { ProductListItem } from "@/server/catalog/snapshot";
import { isUnoptimized } from "../image-source";
import { productImageAspect } from "./image-props";
import { Price } from "./price";
import { ProductBadges } from "./product-badges";
import { RatingSummaryInline } from "./rating-stars";

/** Card widths: 2 columns on phones, 3 on tablets, 4 from 1024 px, capped by the 1280 px page. */
export const cardImageSizes = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

/** What another module puts in a card's photo corner (the favourite and collection buttons), per product. */
export type CardAction = (product: ProductListItem) => ReactNode;

/** `eager` for cards in the first screenful, whose photo may be the largest paint. */
export function ProductCard({ product, eager = false, action }: { product: ProductListItem; eager?: boolean; action?: ReactNode }) {
  return (
    <article className="relative flex h-full flex-col gap-1.5">
      <Link href={`/${product.slug}`} className="group flex flex-col gap-2 rounded focus-visible:outline-offset-4">
        <div className={`relative overflow-hidden rounded bg-gray-100 ${productImageAspect()}`}>
          {product.image && (
            // The name follows inside the same link, so the photo adds nothing for a screen reader.
            <Image
              src={product.image.src}
              alt=""
              fill
              sizes={cardImageSizes}
              loading={eager ? "eager" : "lazy"}
              fetchPriority={eager ? "high" : "auto"}
              unoptimized={isUnoptimized(product.image.src)}
              className="object-cover transition-transform group-hover:scale-[1.03]"
            />
          )}
        </div>
        <h3 className="line-clamp-2 text-sm font-medium text-gray-900 group-hover:text-primary-700">{product.name}</h3>
      </Link>
      {/* Over the photo's bottom edge: the photo's top carries the brand's wordmark, which badges there would cover. */}
      <div className={`pointer-events-none absolute inset-x-0 top-0 ${productImageAspect()}`}>
        <ProductBadges flags={product} className="absolute right-2 bottom-2 left-2" />
      </div>
      {/* Outside the link: a button may not sit inside one. */}
      {action && <div className="absolute right-2 top-2 flex flex-col gap-1.5">{action}</div>}
      <RatingSummaryInline rating={product.rating} reviewCount={product.reviewCount} size="xs" />
      <div className="mt-auto">
        <Price salesPrice={product.salesPrice} unDiscountedSalesPrice={product.unDiscountedSalesPrice} from={product.priceFrom} />
      </div>
    </article>
  );
}
