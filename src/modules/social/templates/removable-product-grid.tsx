"use client";
import Image from "next/image";
import { useTranslation } from "@/i18n/client";
import { formatPrice } from "@/lib/money";
import Link from "@/modules/ui/link";
import type { ProductSummary } from "@/shared/social/types";

/**
 * The products of an account page (My Favorites, one collection), each a level-2 heading under the page title:
 * photo, name and price linking to the product, and a button that takes it off the page.
 */
export function RemovableProductGrid({
  products,
  removeLabel,
  onRemove,
}: {
  products: ProductSummary[];
  removeLabel: string;
  onRemove: (product: ProductSummary) => void;
}) {
  const { t } = useTranslation("social");
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
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
            <button
              type="button"
              aria-label={t("actionOn", { action: removeLabel, name: product.name })}
              onClick={() => onRemove(product)}
              className="mt-auto w-full rounded border border-gray-300 px-3 py-2 text-sm font-semibold hover:border-danger hover:text-danger"
            >
              {removeLabel}
            </button>
          </article>
        </li>
      ))}
    </ul>
  );
}
