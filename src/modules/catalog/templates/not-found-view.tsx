import { cache } from "react";
import { t } from "@/i18n/server";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { popularLists } from "@/modules/search/data";
import { NotFoundPanel } from "./not-found-panel";

/**
 * The 404's props, once per request: every layout level carries its not-found boundary in the page's payload, and
 * the same objects there are sent once.
 */
const notFoundProps = cache(async () => {
  const { categories } = await popularLists();
  return {
    categories: categories.map((c) => ({ id: c.id, title: c.title, href: safeRedirectPath(c.href) })),
    labels: {
      searchRegion: t("catalog:notFound.searchRegion"),
      searchLabel: t("catalog:notFound.searchLabel"),
      search: t("catalog:notFound.search"),
      popularCategories: t("catalog:notFound.popularCategories"),
    },
  };
});

/** The Turkish 404: say so, offer a search and the popular categories, and a way home. */
export async function NotFoundView() {
  const { categories, labels } = await notFoundProps();
  return <NotFoundPanel categories={categories} labels={labels} />;
}
