import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { toShopInput } from "@/lib/shop-time";
import { staffPage } from "@/modules/admin/access";
import { BlogPostEditor } from "@/modules/admin/components/blog-post-editor";
import { PublishToggle } from "@/modules/admin/components/publish-toggle";
import { routeId } from "@/modules/admin/route-id";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import { blogCategories, blogPostState, getAdminBlogPost } from "@/server/admin/content";

export default staffPage(async function EditBlogPost({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const [post, categories] = await Promise.all([id ? getAdminBlogPost(id) : null, blogCategories()]);
  if (!post) notFound();
  const state = blogPostState(post);
  const { slug, title, excerpt, category, author, content } = post;
  return (
    <>
      <AdminPageHeader
        title={t("admin-content:blog.editTitle", { title })}
        back={{ href: "/admin/blog", label: t("admin-content:blog.back") }}
        storefront={state === "published" ? `/blog/${slug}` : undefined}
      />
      <p className="-mt-4 mb-6 flex flex-wrap items-center gap-4">
        <strong>{t(`admin-content:state.${state}`)}</strong>
        <PublishToggle path="/api/admin/content/posts/publish" target={{ postId: post.id }} published={post.isPublished} />
      </p>
      <BlogPostEditor
        key={post.updatedAt.toISOString()}
        postId={post.id}
        initial={{ slug, title, excerpt, category, author, content, publishedAt: toShopInput(post.publishedAt) }}
        categories={categories}
      />
    </>
  );
});
