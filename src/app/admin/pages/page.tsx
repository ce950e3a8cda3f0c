import Link from "next/link";
import { t } from "@/i18n/server";
import { AdminList } from "@/modules/admin/components/admin-list";
import { linkClass, primaryButton } from "@/modules/admin/styles";
import { listAdminContentPages } from "@/server/services/admin-content";

/** Corporate, help and legal pages: a few dozen at most, so one list without pages. */
export default async function AdminContentPages() {
  const items = await listAdminContentPages();
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">{t("admin-content:pages.title")}</h1>
        <Link href="/admin/pages/new" className={primaryButton}>
          {t("admin-content:pages.new")}
        </Link>
      </div>
      <AdminList
        headings={(["path", "title", "state"] as const).map((c) => ({ key: c, label: t(`admin-content:pages.columns.${c}`) }))}
        rowCount={items.length}
      >
        {items.map((p) => (
          <tr key={p.id} className="border-neutral-200 border-b">
            <td className="p-2 font-mono text-sm">/{p.path}</td>
            <td className="p-2">
              <Link href={`/admin/pages/${p.id}`} className={linkClass}>
                {p.title}
              </Link>
            </td>
            <td className="p-2">{t(`admin-content:state.${p.isPublished ? "published" : "draft"}`)}</td>
          </tr>
        ))}
      </AdminList>
    </>
  );
}
