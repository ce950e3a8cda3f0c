import { t } from "@/i18n/server";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import type { AdminContentPage } from "@/server/content/manage/pages";
import { contentSections } from "@/shared/content/manage";
import { ContentPageEditor } from "./content-page-editor";
import { PublishToggle } from "./publish-toggle";

const back = () => ({ href: "/admin/pages", label: t("admin-content:pages.back") });

export function AdminNewContentPage() {
  return (
    <>
      <AdminPageHeader title={t("admin-content:pages.newTitle")} back={back()} />
      <ContentPageEditor initial={{ title: "", metaDescription: "", body: "" }} sections={contentSections} />
    </>
  );
}

/** A page's address, state and publish switch, then its editor. */
export function AdminContentPageEdit({ page }: { page: AdminContentPage }) {
  const { title, metaDescription, body } = page;
  return (
    <>
      <AdminPageHeader
        title={t("admin-content:pages.editTitle", { title })}
        back={back()}
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
}
