import { t } from "@/i18n/server";
import { AdminTable, adminLink } from "@/modules/admin/components/admin-table";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import Link from "@/modules/ui/link";
import type { AdminNavItem } from "@/server/content/manage/navigation";
import { NavigationMenuToggle, NavigationMove } from "./navigation-controls";
import { NavigationItemForm } from "./navigation-item-form";

/** The storefront's menu tree, its order and main-menu switches, and the form for a new entry. */
export function AdminNavigationList({ items }: { items: AdminNavItem[] }) {
  return (
    <>
      <AdminPageHeader title={t("admin:navigation.title")} />
      <p className="mb-6 max-w-3xl text-neutral-700">{t("admin:navigation.intro")}</p>
      <AdminTable
        rows={items}
        rowKey={(i) => i.id}
        columns={[
          {
            header: t("admin:navigation.name"),
            cell: (i) => (
              <Link href={`/admin/navigation/${i.id}`} className={`${adminLink} ${i.depth > 0 ? "ml-6" : "font-semibold"}`}>
                {i.name}
              </Link>
            ),
          },
          { header: t("admin:navigation.type"), cell: (i) => t(`admin:navigation.types.${i.type}`) },
          { header: t("admin:navigation.inMainMenu"), cell: (i) => <NavigationMenuToggle item={i} /> },
          { header: t("admin:navigation.order"), cell: (i) => <NavigationMove item={i} /> },
          { header: t("admin:navigation.images"), numeric: true, cell: (i) => i.images.length },
        ]}
      />
      <section aria-labelledby="new-navigation-item" className="mt-10">
        <h2 id="new-navigation-item" className="mb-4 font-semibold text-xl">
          {t("admin:navigation.newTitle")}
        </h2>
        <NavigationItemForm parents={items.filter((i) => i.depth === 0).map(({ id, name }) => ({ id, name }))} />
      </section>
    </>
  );
}
