import { t } from "@/i18n/server";
import { AdminTable, adminLink } from "@/modules/admin/components/admin-table";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import Link from "@/modules/ui/link";
import type { AdminCategory } from "@/server/catalog/manage/categories";

/** The category tree, subcategories indented under their parent. */
export function AdminCategoryList({ categories }: { categories: AdminCategory[] }) {
  return (
    <>
      <AdminPageHeader title={t("admin:categories.title")} />
      <AdminTable
        rows={categories}
        rowKey={(c) => c.id}
        columns={[
          {
            header: t("admin:categories.name"),
            cell: (c) => (
              <Link href={`/admin/categories/${c.id}`} className={`${adminLink} ${c.depth > 0 ? "ml-6" : "font-semibold"}`}>
                {c.name}
              </Link>
            ),
          },
          { header: t("admin:categories.slug"), className: "font-mono text-sm", cell: (c) => `/${c.slug}` },
          { header: t("admin:categories.products"), numeric: true, cell: (c) => c.productCount },
        ]}
      />
    </>
  );
}
