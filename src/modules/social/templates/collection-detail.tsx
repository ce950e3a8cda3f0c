"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { errorMessage } from "@/modules/api/client";
import Link from "@/modules/ui/link";
import type { Collection, ProductSummary } from "@/shared/social/types";
import { socialApi } from "../api";
import { useSocialToasts } from "../components/product-toast";
import { COLLECTIONS_PATH } from "../paths";
import { AccountHeading } from "./account-heading";
import { AddAllToCart } from "./add-all-to-cart";
import { RemovableProductGrid } from "./removable-product-grid";

/** One collection: its name and count, its products, each removable, and all of them into the cart at once. */
export function CollectionDetail({ collection, products: initial }: { collection: Collection; products: ProductSummary[] }) {
  const { t } = useTranslation("social");
  const toasts = useSocialToasts();
  const [products, setProducts] = useState(initial);

  async function remove(product: ProductSummary) {
    try {
      await socialApi.removeFromCollection({ collectionId: collection.id, productId: product.id });
      setProducts((list) => list.filter((p) => p.id !== product.id));
      toasts.product("collectionRemoved", product, COLLECTIONS_PATH);
    } catch (error) {
      toasts.error(errorMessage(error) || t("errors.generic"));
    }
  }

  return (
    <>
      <AccountHeading title={collection.name} subtitle={t("collections.itemCount", { count: products.length })} />
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link href={COLLECTIONS_PATH} className="text-sm font-semibold text-primary-800 hover:underline">
            {t("collections.back")}
          </Link>
          {products.length > 0 && <AddAllToCart productIds={products.map((p) => p.id)} />}
        </div>
        {products.length === 0 ? (
          <p className="rounded border border-dashed border-gray-300 p-8 text-center text-gray-700">{t("collections.emptyCollection")}</p>
        ) : (
          <RemovableProductGrid
            products={products}
            removeLabel={t("collections.removeItem")}
            onRemove={(product) => void remove(product)}
          />
        )}
      </div>
    </>
  );
}
