"use client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/modules/cart/cart-api";
import { HeartIcon } from "@/modules/ui/icons";
import { socialApi } from "../api";
import { FAVORITES_PATH } from "../paths";
import type { ProductSummary } from "../types";
import { REDIRECTED, useSignedInCall } from "../use-signed-in-call";
import { useSocialToasts } from "./product-toast";

/**
 * The favourite toggle of the product page. Guests are sent to sign in
 * (the API answers them 401); the toast links to My Favorites.
 */
export function FavoriteButton({ product, initialFavorite }: { product: ProductSummary; initialFavorite: boolean }) {
  const { t } = useTranslation("social");
  const toasts = useSocialToasts();
  const signedIn = useSignedInCall();
  const [favorite, setFavorite] = useState(initialFavorite);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    const adding = !favorite;
    try {
      const done = await signedIn(() => (adding ? socialApi.addToFavorites(product.id) : socialApi.removeFromFavorites(product.id)));
      if (done === REDIRECTED) return;
      setFavorite(adding);
      toasts.product(adding ? "favoriteAdded" : "favoriteRemoved", product, FAVORITES_PATH);
    } catch (error) {
      toasts.error(adding ? t("errors.favoriteAdd") : errorMessage(error) || t("errors.generic"));
    } finally {
      setBusy(false);
    }
  }

  // The label says what pressing does, so the button is not also announced as a pressed toggle.
  return (
    <button
      type="button"
      onClick={toggle}
      aria-busy={busy}
      className={`inline-flex items-center gap-2 rounded border px-4 py-2 font-semibold hover:border-primary-600 hover:text-primary-800 ${
        favorite ? "border-primary-600 text-primary-800" : "border-gray-300 text-gray-900"
      }`}
    >
      <HeartIcon className={`size-5 ${favorite ? "fill-current" : ""}`} />
      <span>{favorite ? t("favorite.remove") : t("favorite.add")}</span>
    </button>
  );
}
