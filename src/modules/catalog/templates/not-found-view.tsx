import { t } from "@/i18n/server";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { popularLists } from "@/server/search/popular";
import { NotFoundPanel } from "./not-found-panel";

/** The Turkish 404: say so, offer a search and the popular categories, and a way home. */
export async function NotFoundView() {
  const { categories } = await popularLists();
  return (
    <NotFoundPanel
      categories={categories.map((c) => ({ id: c.id, title: c.title, href: safeRedirectPath(c.href) }))}
      labels={{
        searchRegion: t("catalog:notFound.searchRegion"),
        searchLabel: t("catalog:notFound.searchLabel"),
        search: t("catalog:notFound.search"),
        popularCategories: t("catalog:notFound.popularCategories"),
      }}
    />
  );
}
