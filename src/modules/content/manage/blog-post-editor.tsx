"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { fromShopInput } from "@/lib/shop-time";
import { slugify } from "@/lib/turkish";
import { FormError, primaryButton, TextArea, TextField } from "@/modules/admin/components/fields";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";
import { MarkdownEditor } from "./markdown-editor";

export type BlogPostDraft = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  content: string;
  /** datetime-local value in shop time. */
  publishedAt: string;
};

/** Creates a post (as a draft) when `postId` is absent, else saves the post; the slug follows the title until edited. */
export function BlogPostEditor({ postId, initial, categories }: { postId?: number; initial: BlogPostDraft; categories: string[] }) {
  const { t } = useTranslation("admin-content");
  const router = useRouter();
  const { busy, error, call } = useAdminCall();
  const listId = useId();
  const [post, setPost] = useState(initial);
  const [slugEdited, setSlugEdited] = useState(postId !== undefined);
  const set = (field: keyof BlogPostDraft) => (value: string) => setPost({ ...post, [field]: value });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { ...post, publishedAt: fromShopInput(post.publishedAt) };
    if (postId) void call("/api/admin/content/posts/update", { postId, post: body }, { success: "admin:common.saved" });
    else
      void call<{ id: number }>(
        "/api/admin/content/posts/create",
        { post: body },
        {
          success: "admin-content:blog.created",
          onDone: (created) => router.push(`/admin/blog/${created.id}`),
        },
      );
  }

  return (
    <form onSubmit={submit} className="flex max-w-3xl flex-col gap-4">
      <TextField
        label={t("blog.postTitle")}
        value={post.title}
        onChange={(title) => setPost({ ...post, title, slug: slugEdited ? post.slug : slugify(title) })}
        maxLength={200}
      />
      <TextField
        label={t("blog.slug")}
        hint={t("blog.slugHint", { slug: post.slug || "…" })}
        value={post.slug}
        onChange={(slug) => {
          setSlugEdited(true);
          set("slug")(slug);
        }}
        maxLength={120}
      />
      <TextArea label={t("blog.excerpt")} value={post.excerpt} onChange={set("excerpt")} rows={2} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={t("blog.category")} value={post.category} onChange={set("category")} list={listId} maxLength={60} />
        <datalist id={listId}>
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <TextField label={t("blog.author")} value={post.author} onChange={set("author")} maxLength={120} />
        <TextField
          label={t("blog.publishedAt")}
          hint={t("blog.publishedAtHint")}
          type="datetime-local"
          value={post.publishedAt}
          onChange={set("publishedAt")}
        />
      </div>
      <MarkdownEditor label={t("blog.content")} value={post.content} onChange={set("content")} />
      <FormError message={error} />
      <button type="submit" disabled={busy} className={primaryButton}>
        {t("admin:common.save")}
      </button>
    </form>
  );
}
