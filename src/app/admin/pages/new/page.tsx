import { t } from "@/i18n/server";
import { staffPage } from "@/modules/admin/access";
import { ContentPageEditor } from "@/modules/admin/components/content-page-editor";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import { contentSections } from "@/shared/admin/content";

export default staffPage(function NewContentPage() {
  return (
    <>
      <AdminPageHeader title={t("admin-content:pages.newTitle")} back={{ href: "/admin/pages", label: t("admin-content:pages.back") }} />
      <ContentPageEditor initial={{ title: "", metaDescription: "", body: "" }} sections={contentSections} />
    </>
  );
});
