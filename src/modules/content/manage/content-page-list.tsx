import { t } from "@/i18n/server";
import { AdminTable, adminLink } from "@/modules/admin/components/admin-table";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import Link from "@/modules/ui/link";
import type { listAdminContentPages } from "@/server/content/manage/pages";

type Pages = Awaited<ReturnType<typeof listAdminContentPages>>;

/** Corporate, help and legal pages: a few dozen at most, so one list without pages. */
export function AdminContentPageList({ items }: { items: Pages }) {
  return (
    <>
      <AdminPageHeader title={t("admin-content:pages.title")} action={{ href: "/admin/pages/new", label: t("admin-content:pages.new") }} />
      <AdminTable
        rows={items}
        rowKey={(p) => p.id}
        columns={[
          { header: t("admin-content:pages.columns.path"), className: "font-mono text-sm", cell: (p) => `/${p.path}` },
          {
            header: t("admin-content:pages.columns.title"),
            cell: (p) => (
              <Link href={`/admin/pages/${p.id}`} className={adminLink}>
                {p.title}
              </Link>
            ),
          },
          {
            header: t("admin-content:pages.columns.state"),
            cell: (p) => t(`admin-content:state.${p.isPublished ? "published" : "draft"}`),
          },
        ]}
      />
    </>
  );
}
