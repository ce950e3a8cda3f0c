import Link from "next/link";
import { notFound } from "next/navigation";
import { t } from "@/i18n/server";
import { BlogPostEditor } from "@/modules/admin/components/blog-post-editor";
import { PublishToggle } from "@/modules/admin/components/publish-toggle";
import { toShopDateTimeInput } from "@/modules/admin/format";
import { idParam } from "@/modules/admin/params";
import { linkClass } from "@/modules/admin/styles";
import { blogCategories, blogPostState, getAdminBlogPost } from "@/server/services/admin-content";

export default async function EditBlogPost({ params }: { params: Promise<{ id: string }> }) {
  const id = idParam((await params).id);
  const [post, categories] = await Promise.all([id ? getAdminBlogPost(id) : null, blogCategories()]);
  if (!post) notFound();
  const state = blogPostState(post);
  const { slug, title, excerpt, category, author, content } = post;
  return (
    <>
      <p className="flex flex-wrap gap-4">
        <Link href="/admin/blog" className={linkClass}>
          {t("admin-content:blog.back")}
        </Link>
        {state === "published" && (
          <Link href={`/blog/${post.slug}`} className={linkClass}>
            {t("admin-content:blog.view")}
          </Link>
        )}
      </p>
      <h1 className="mt-2 mb-2 font-semibold text-2xl">{t("admin-content:blog.editTitle", { title: post.title })}</h1>
      <p className="mb-4">
        <strong>{t(`admin-content:state.${state}`)}</strong>
      </p>
      <div className="mb-6">
        <PublishToggle path="/api/admin/content/posts/publish" target={{ postId: post.id }} published={post.isPublished} />
      </div>
      <BlogPostEditor
        key={post.updatedAt.toISOString()}
        postId={post.id}
        initial={{ slug, title, excerpt, category, author, content, publishedAt: toShopDateTimeInput(post.publishedAt) }}
        categories={categories}
      />
    </>
  );
}
