import Link from "next/link";
import { t } from "@/i18n/server";
import { formatDateTime } from "@/lib/shop-time";
import { staffPage } from "@/modules/admin/access";
import { AdminTable, adminLink } from "@/modules/admin/components/admin-table";
import { pageParam } from "@/modules/admin/params";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import { blogPostState, listAdminBlogPosts } from "@/server/admin/content";

export default staffPage(async function AdminBlog({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = pageParam((await searchParams).page);
  const { items, total } = await listAdminBlogPosts(page);
  return (
    <>
      <AdminPageHeader title={t("admin-content:blog.title")} action={{ href: "/admin/blog/new", label: t("admin-content:blog.new") }} />
      <AdminTable
        rows={items}
        total={total}
        rowKey={(p) => p.id}
        paging={{ path: "/admin/blog", filters: {}, page }}
        columns={[
          {
            header: t("admin-content:blog.columns.title"),
            cell: (p) => (
              <Link href={`/admin/blog/${p.id}`} className={adminLink}>
                {p.title}
              </Link>
            ),
          },
          { header: t("admin-content:blog.columns.category"), cell: (p) => p.category },
          { header: t("admin-content:blog.columns.publishedAt"), cell: (p) => formatDateTime(p.publishedAt) },
          { header: t("admin-content:blog.columns.state"), cell: (p) => t(`admin-content:state.${blogPostState(p)}`) },
        ]}
      />
    </>
  );
});
