import { t } from "@/i18n/server";
import Link from "@/modules/ui/link";
import type { listAdminContentPages } from "@/server/admin/content";
import { AdminTable, adminLink } from "../components/admin-table";
import { AdminPageHeader } from "./admin-page-header";

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
