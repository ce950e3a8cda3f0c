import { t } from "@/i18n/server";
import { formatDateTime } from "@/lib/shop-time";
import { AdminTable, adminLink } from "@/modules/admin/components/admin-table";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import Link from "@/modules/ui/link";
import type { listAdminBlogPosts } from "@/server/content/manage/pages";
import { blogPostState } from "@/shared/content/blog-post-state";

type Posts = Awaited<ReturnType<typeof listAdminBlogPosts>>;

/** Blog posts, latest publication date first, with their state: live, scheduled or draft. */
export function AdminBlogList({ items, total, page }: Posts & { page: number }) {
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
}
