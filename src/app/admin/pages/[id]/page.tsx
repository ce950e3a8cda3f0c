import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { staffPage } from "@/modules/admin/access";
import { ContentPageEditor } from "@/modules/admin/components/content-page-editor";
import { PublishToggle } from "@/modules/admin/components/publish-toggle";
import { routeId } from "@/modules/admin/route-id";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import { getAdminContentPage } from "@/server/admin/content";

export default staffPage(async function EditContentPage({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const page = id ? await getAdminContentPage(id) : null;
  if (!page) notFound();
  const { title, metaDescription, body } = page;
  return (
    <>
      <AdminPageHeader
        title={t("admin-content:pages.editTitle", { title })}
        back={{ href: "/admin/pages", label: t("admin-content:pages.back") }}
        storefront={page.isPublished ? `/${page.path}` : undefined}
      />
      <p className="-mt-4 mb-6 flex flex-wrap items-center gap-4">
        <span className="font-mono">/{page.path}</span>
        <strong>{t(`admin-content:state.${page.isPublished ? "published" : "draft"}`)}</strong>
        <PublishToggle path="/api/admin/content/pages/publish" target={{ pageId: page.id }} published={page.isPublished} />
      </p>
      <ContentPageEditor key={page.updatedAt.toISOString()} pageId={page.id} initial={{ title, metaDescription, body }} />
    </>
  );
});
