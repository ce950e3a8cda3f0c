import { t } from "@/i18n/server";
import { AdminPagination } from "@/modules/admin/components/admin-pagination";
import { AdminPanel } from "@/modules/admin/components/admin-panels";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import type { listAdminPopularSearches } from "@/server/search/manage/popular";
import type { PopularCategory } from "@/server/search/popular";
import { PopularCategoriesEditor } from "./popular-categories-editor";
import { PopularSearchAdd, PopularSearchRow } from "./popular-searches";

type Searches = Awaited<ReturnType<typeof listAdminPopularSearches>>;

/** What the empty search box offers: pinned and most-counted searches, and the chosen category links. */
export function AdminSearchSettings({
  searches: { items, total },
  page,
  categories,
}: {
  searches: Searches;
  page: number;
  categories: PopularCategory[];
}) {
  return (
    <>
      <AdminPageHeader title={t("admin-settings:search.title")} />
      <p className="-mt-4 mb-6 max-w-3xl text-neutral-700">{t("admin-settings:search.intro")}</p>
      <AdminPanel id="searches" title={t("admin-settings:search.searchesTitle")} className="mb-8">
        <p className="mb-3 text-neutral-700 text-sm">{t("admin:common.total", { count: total })}</p>
        <ul className="flex flex-col gap-3">
          {items.map((row) => (
            <PopularSearchRow key={`${row.id}-${row.title}-${row.pinned}`} row={row} />
          ))}
        </ul>
        <AdminPagination path="/admin/search" filters={{}} page={page} total={total} />
        <PopularSearchAdd />
      </AdminPanel>
      <AdminPanel id="categories" title={t("admin-settings:search.categoriesTitle")}>
        <PopularCategoriesEditor key={JSON.stringify(categories)} initial={categories.map(({ title, href }) => ({ title, href }))} />
      </AdminPanel>
    </>
  );
}
