"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { errorMessage } from "@/modules/api/client";
import { TOAST_SHORT_MS } from "@/modules/ui/lib/toasts";
import Link from "@/modules/ui/link";
import { useToast } from "@/modules/ui/use-toast";
import type { ProductSummary } from "@/shared/social/types";
import { socialApi } from "../api";
import { useSocialToasts } from "../components/product-toast";
import { RemovableProductGrid } from "./removable-product-grid";

/** My Favorites: the grid, where removing a product offers Undo (a toast with an undo action). */
export function FavoritesGrid({ products: initial }: { products: ProductSummary[] }) {
  const { t } = useTranslation("social");
  const toasts = useSocialToasts();
  const toast = useToast();
  const [products, setProducts] = useState(initial);

  async function remove(product: ProductSummary) {
    const index = products.findIndex((p) => p.id === product.id);
    try {
      await socialApi.removeFromFavorites(product.id);
    } catch (error) {
      toasts.error(errorMessage(error) || t("errors.generic"));
      return;
    }
    setProducts((list) => list.filter((p) => p.id !== product.id));
    toast.success({
      title: t("toast.favoriteRemoved"),
      description: product.name,
      duration: TOAST_SHORT_MS,
      undo: { onUndo: () => void undo(product, index) },
    });
  }

  async function undo(product: ProductSummary, index: number) {
    try {
      await socialApi.addToFavorites(product.id);
      setProducts((list) => [...list.slice(0, index), product, ...list.slice(index)]);
    } catch {
      toasts.error(t("errors.favoriteAdd"));
    }
  }

  if (products.length === 0)
    return (
      <p className="rounded border border-dashed border-gray-300 p-8 text-center text-gray-700">
        {t("favorites.empty")}{" "}
        <Link href="/" className="font-semibold text-primary-800 underline">
          {t("favorites.browse")}
        </Link>
      </p>
    );
  return <RemovableProductGrid products={products} removeLabel={t("favorites.remove")} onRemove={(product) => void remove(product)} />;
}
