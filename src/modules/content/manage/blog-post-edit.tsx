import { t } from "@/i18n/server";
import { toShopInput } from "@/lib/shop-time";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import type { AdminBlogPost } from "@/server/content/manage/pages";
import { blogPostState } from "@/shared/content/blog-post-state";
import { BlogPostEditor } from "./blog-post-editor";
import { PublishToggle } from "./publish-toggle";

const back = () => ({ href: "/admin/blog", label: t("admin-content:blog.back") });

/** A new post starts as a draft by the signed-in staff member, dated now. */
export function AdminNewBlogPost({ author, categories }: { author: string; categories: string[] }) {
  const initial = { slug: "", title: "", excerpt: "", category: "", author, content: "", publishedAt: toShopInput(new Date()) };
  return (
    <>
      <AdminPageHeader title={t("admin-content:blog.newTitle")} back={back()} />
      <BlogPostEditor initial={initial} categories={categories} />
    </>
  );
}

/** A post's state and publish switch, then its editor. */
export function AdminBlogPostEdit({ post, categories }: { post: AdminBlogPost; categories: string[] }) {
  const state = blogPostState(post);
  const { slug, title, excerpt, category, author, content } = post;
  return (
    <>
      <AdminPageHeader
        title={t("admin-content:blog.editTitle", { title })}
        back={back()}
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
}
