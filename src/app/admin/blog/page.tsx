import Link from "next/link";
import { t } from "@/i18n/server";
import { AdminList } from "@/modules/admin/components/admin-list";
import { formatDateTime } from "@/modules/admin/format";
import { pageParam } from "@/modules/admin/params";
import { linkClass, primaryButton } from "@/modules/admin/styles";
import { blogPostState, listAdminBlogPosts } from "@/server/services/admin-content";

export default async function AdminBlog({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = pageParam((await searchParams).page);
  const { items, total } = await listAdminBlogPosts(page);
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">{t("admin-content:blog.title")}</h1>
        <Link href="/admin/blog/new" className={primaryButton}>
          {t("admin-content:blog.new")}
        </Link>
      </div>
      <AdminList
        headings={(["title", "category", "publishedAt", "state"] as const).map((c) => ({
          key: c,
          label: t(`admin-content:blog.columns.${c}`),
        }))}
        rowCount={items.length}
        paging={{ path: "/admin/blog", filters: {}, page, total }}
      >
        {items.map((p) => (
          <tr key={p.id} className="border-neutral-200 border-b">
            <td className="p-2">
              <Link href={`/admin/blog/${p.id}`} className={linkClass}>
                {p.title}
              </Link>
            </td>
            <td className="p-2">{p.category}</td>
            <td className="p-2">{formatDateTime(p.publishedAt)}</td>
            <td className="p-2">{t(`admin-content:state.${blogPostState(p)}`)}</td>
          </tr>
        ))}
      </AdminList>
    </>
  );
}
