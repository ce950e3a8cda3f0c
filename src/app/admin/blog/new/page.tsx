import { t } from "@/i18n/server";
import { toShopInput } from "@/lib/shop-time";
import { staffForPage, staffPage } from "@/modules/admin/access";
import { BlogPostEditor } from "@/modules/admin/components/blog-post-editor";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import { blogCategories } from "@/server/admin/content";

export default staffPage(async function NewBlogPost() {
  const [staff, categories] = await Promise.all([staffForPage(), blogCategories()]);
  const initial = {
    slug: "",
    title: "",
    excerpt: "",
    category: "",
    author: staff?.name ?? "",
    content: "",
    publishedAt: toShopInput(new Date()),
  };
  return (
    <>
      <AdminPageHeader title={t("admin-content:blog.newTitle")} back={{ href: "/admin/blog", label: t("admin-content:blog.back") }} />
      <BlogPostEditor initial={initial} categories={categories} />
    </>
  );
});
