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
    <article className="card">
      <Link href={`/${product.slug}`} className="card-link group">
        <div className={`card-photo ${productImageAspect()}`}>
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
              className="card-img"
            />
          )}
        </div>
        <h3 className="card-name">{product.name}</h3>
      </Link>
      {/* Over the photo's bottom edge: the photo's top carries the brand's wordmark, which badges there would cover. */}
      <div className={`card-badges ${productImageAspect()}`}>
        <ProductBadges flags={product} className="absolute right-2 bottom-2 left-2" />
      </div>
      {/* Outside the link: a button may not sit inside one. */}
      {action && <div className="card-actions">{action}</div>}
      <RatingSummaryInline rating={product.rating} reviewCount={product.reviewCount} size="xs" />
      <div className="mt-auto">
        <Price salesPrice={product.salesPrice} unDiscountedSalesPrice={product.unDiscountedSalesPrice} from={product.priceFrom} />
      </div>
    </article>
  );
}
