import { t } from "@/i18n/server";
import { AdminPagination } from "@/modules/admin/components/admin-pagination";
import { PopularCategoriesEditor } from "@/modules/admin/components/popular-categories-editor";
import { PopularSearchAdd, PopularSearchRow } from "@/modules/admin/components/popular-searches";
import { pageParam } from "@/modules/admin/params";
import { panelClass } from "@/modules/admin/styles";
import { listAdminPopularSearches } from "@/server/services/admin-settings";
import { listPopularCategories } from "@/server/services/search-popular";

/** What the empty search box offers: pinned and most-counted searches, and the chosen category links. */
export default async function AdminPopular({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = pageParam((await searchParams).page);
  const [{ items, total }, categories] = await Promise.all([listAdminPopularSearches(page), listPopularCategories()]);
  return (
    <>
      <h1 className="mb-2 font-semibold text-2xl">{t("admin-settings:search.title")}</h1>
      <p className="mb-6 max-w-3xl text-neutral-700">{t("admin-settings:search.intro")}</p>
      <section aria-labelledby="searches" className={`mb-8 ${panelClass}`}>
        <h2 id="searches" className="mb-3 font-semibold">
          {t("admin-settings:search.searchesTitle")}
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-neutral-300 border-b">
                <th className="p-2">{t("admin-settings:search.columns.title")}</th>
                <th className="p-2 text-right">{t("admin-settings:search.columns.count")}</th>
                <th className="p-2">
                  {t("admin-settings:search.columns.pinned")}
                  <span className="block font-normal text-neutral-700 text-sm">{t("admin-settings:search.pinnedHint")}</span>
                </th>
                <th className="p-2">{t("admin-settings:search.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((row) => (
                <PopularSearchRow key={`${row.id}-${row.title}-${row.pinned}`} row={row} />
              ))}
            </tbody>
          </table>
        </div>
        <AdminPagination path="/admin/search" filters={{}} page={page} total={total} />
        <PopularSearchAdd />
      </section>
      <section aria-labelledby="categories" className={panelClass}>
        <h2 id="categories" className="mb-3 font-semibold">
          {t("admin-settings:search.categoriesTitle")}
        </h2>
        <PopularCategoriesEditor key={JSON.stringify(categories)} initial={categories.map(({ title, href }) => ({ title, href }))} />
      </section>
    </>
  );
}
