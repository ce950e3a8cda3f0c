import Link from "next/link";
import { t } from "@/i18n/server";
import { ContentPageEditor } from "@/modules/admin/components/content-page-editor";
import { linkClass } from "@/modules/admin/styles";
import { contentSections } from "@/server/services/admin-content";

export default function NewContentPage() {
  return (
    <>
      <Link href="/admin/pages" className={linkClass}>
        {t("admin-content:pages.back")}
      </Link>
      <h1 className="mt-2 mb-6 font-semibold text-2xl">{t("admin-content:pages.newTitle")}</h1>
      <ContentPageEditor initial={{ title: "", metaDescription: "", body: "" }} sections={contentSections} />
    </>
  );
}
