import Link from "next/link";
import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { ContentPageEditor } from "@/modules/admin/components/content-page-editor";
import { PublishToggle } from "@/modules/admin/components/publish-toggle";
import { idParam } from "@/modules/admin/params";
import { linkClass } from "@/modules/admin/styles";
import { getAdminContentPage } from "@/server/services/admin-content";

export default async function EditContentPage({ params }: { params: Promise<{ id: string }> }) {
  const id = idParam((await params).id);
  const page = id ? await getAdminContentPage(id) : null;
  if (!page) notFound();
  const { title, metaDescription, body } = page;
  return (
    <>
      <p className="flex flex-wrap gap-4">
        <Link href="/admin/pages" className={linkClass}>
          {t("admin-content:pages.back")}
        </Link>
        {page.isPublished && (
          <Link href={`/${page.path}`} className={linkClass}>
            {t("admin-content:pages.view")}
          </Link>
        )}
      </p>
      <h1 className="mt-2 mb-2 font-semibold text-2xl">{t("admin-content:pages.editTitle", { title: page.title })}</h1>
      <p className="mb-4">
        <span className="font-mono">/{page.path}</span> ·{" "}
        <strong>{t(`admin-content:state.${page.isPublished ? "published" : "draft"}`)}</strong>
      </p>
      <div className="mb-6">
        <PublishToggle path="/api/admin/content/pages/publish" target={{ pageId: page.id }} published={page.isPublished} />
      </div>
      <ContentPageEditor key={page.updatedAt.toISOString()} pageId={page.id} initial={{ title, metaDescription, body }} />
    </>
  );
}
