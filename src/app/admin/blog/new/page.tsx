import Link from "next/link";
import { t } from "@/i18n/server";
import { BlogPostEditor } from "@/modules/admin/components/blog-post-editor";
import { toShopDateTimeInput } from "@/modules/admin/format";
import { linkClass } from "@/modules/admin/styles";
import { staffForPage } from "@/server/services/admin-access";
import { blogCategories } from "@/server/services/admin-content";

export default async function NewBlogPost() {
  const [staff, categories] = await Promise.all([staffForPage(), blogCategories()]);
  const initial = {
    slug: "",
    title: "",
    excerpt: "",
    category: "",
    author: staff?.name ?? "",
    content: "",
    publishedAt: toShopDateTimeInput(new Date()),
  };
  return (
    <>
      <Link href="/admin/blog" className={linkClass}>
        {t("admin-content:blog.back")}
      </Link>
      <h1 className="mt-2 mb-6 font-semibold text-2xl">{t("admin-content:blog.newTitle")}</h1>
      <BlogPostEditor initial={initial} categories={categories} />
    </>
  );
}
