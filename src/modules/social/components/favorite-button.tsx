"use client";
import { useTranslation } from "@/i18n/client";
import { HeartIcon } from "@/modules/ui/icons";
import type { ProductSummary } from "@/shared/social/types";
import { socialApi } from "../api";
import { FAVORITES_PATH } from "../paths";
import { useProductToggle } from "../use-social-action";
import { ProductActionButton } from "./product-action-button";

/** The favourite toggle of the product page and of listing cards (`onCard`); the toast links to My Favorites. */
export function FavoriteButton({
  product,
  initialFavorite,
  onCard = false,
}: {
  product: ProductSummary;
  initialFavorite: boolean;
  onCard?: boolean;
}) {
  const { t } = useTranslation("social");
  const favorite = useProductToggle(product, initialFavorite, {
    call: (adding) => (adding ? socialApi.addToFavorites(product.id) : socialApi.removeFromFavorites(product.id)),
    toast: (adding) => [adding ? "favoriteAdded" : "favoriteRemoved", FAVORITES_PATH],
    addFailure: t("errors.favoriteAdd"),
    reason: "favorite",
  });
  return (
    <ProductActionButton
      label={favorite.on ? t("favorite.remove") : t("favorite.add")}
      productName={product.name}
      icon={<HeartIcon className={`size-5 ${favorite.on ? "fill-current" : ""}`} />}
      onCard={onCard}
      cardIcon="heart"
      active={favorite.on}
      busy={favorite.busy}
      onClick={favorite.toggle}
    />
  );
}
