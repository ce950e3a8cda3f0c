import { t } from "@/i18n/server";
import { AdminList, AdminPanel } from "@/modules/admin/components/admin-list";
import { PopularCategoriesEditor } from "@/modules/admin/components/popular-categories-editor";
import { PopularSearchAdd, PopularSearchRow } from "@/modules/admin/components/popular-searches";
import { pageParam } from "@/modules/admin/params";
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
      <AdminPanel id="searches" title={t("admin-settings:search.searchesTitle")} className="mb-8">
        <AdminList
          headings={[
            { key: "title", label: t("admin-settings:search.columns.title") },
            { key: "count", label: t("admin-settings:search.columns.count"), end: true },
            {
              key: "pinned",
              label: (
                <>
                  {t("admin-settings:search.columns.pinned")}
                  <span className="block font-normal text-neutral-700 text-sm">{t("admin-settings:search.pinnedHint")}</span>
                </>
              ),
            },
            { key: "actions", label: t("admin-settings:search.columns.actions") },
          ]}
          rowCount={items.length}
          paging={{ path: "/admin/search", filters: {}, page, total }}
        >
          {items.map((row) => (
            <PopularSearchRow key={`${row.id}-${row.title}-${row.pinned}`} row={row} />
          ))}
        </AdminList>
        <PopularSearchAdd />
      </AdminPanel>
      <AdminPanel id="categories" title={t("admin-settings:search.categoriesTitle")}>
        <PopularCategoriesEditor key={JSON.stringify(categories)} initial={categories.map(({ title, href }) => ({ title, href }))} />
      </AdminPanel>
    </>
  );
}
