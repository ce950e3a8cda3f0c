import type { Metadata } from "next";
import { t } from "@/i18n/server";
import { requireUser } from "@/modules/account/session";
import { favoriteProducts } from "@/modules/social/data";
import { FAVORITES_PATH } from "@/modules/social/paths";
import { AccountHeading } from "@/modules/social/templates/account-heading";
import { FavoritesGrid } from "@/modules/social/templates/favorites-grid";

export const metadata: Metadata = { title: t("social:favorites.title") };

export default async function MyFavoritesPage() {
  const user = await requireUser(FAVORITES_PATH);
  return (
    <>
      <AccountHeading title={t("social:favorites.title")} />
      <FavoritesGrid products={await favoriteProducts(user.id)} />
    </>
  );
}
