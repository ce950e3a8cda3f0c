"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { slugify } from "@/lib/turkish";
import { fromShopDateTimeInput } from "../format";
import { fieldClass, labelClass, primaryButton } from "../styles";
import { FormError } from "./form-error";
import { MarkdownEditor } from "./markdown-editor";
import { useAdminAction } from "./use-admin-action";

export type BlogPostDraft = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  content: string;
  /** datetime-local value in the shop's time. */
  publishedAt: string;
};

/** Creates a post (as a draft) when `postId` is absent, else saves the post; the slug follows the title until edited. */
export function BlogPostEditor({ postId, initial, categories }: { postId?: number; initial: BlogPostDraft; categories: string[] }) {
  const { t } = useTranslation("admin-content");
  const router = useRouter();
  const action = useAdminAction();
  const listId = useId();
  const [post, setPost] = useState(initial);
  const [slugEdited, setSlugEdited] = useState(postId !== undefined);
  const set = (field: keyof BlogPostDraft) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setPost({ ...post, [field]: e.target.value });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const publishedAt = fromShopDateTimeInput(post.publishedAt);
    if (!publishedAt) return action.setError(t("errors.publishedAt"));
    const body = { ...post, publishedAt };
    if (postId) return void (await action.run("/api/admin/content/posts/update", { postId, post: body }, t("admin:common.saved")));
    const created = await action.run<{ id: number }>("/api/admin/content/posts/create", { post: body }, t("blog.created"));
    if (created) router.push(`/admin/blog/${created.id}`);
  }

  return (
    <form onSubmit={submit} className="flex max-w-3xl flex-col gap-4">
      <label className={labelClass}>
        {t("blog.postTitle")}
        <input
          value={post.title}
          onChange={(e) => setPost({ ...post, title: e.target.value, slug: slugEdited ? post.slug : slugify(e.target.value) })}
          required
          minLength={3}
          maxLength={200}
          className={fieldClass}
        />
      </label>
      <div className={labelClass}>
        <label htmlFor={`${listId}-slug`}>{t("blog.slug")}</label>
        <input
          id={`${listId}-slug`}
          value={post.slug}
          onChange={(e) => {
            setSlugEdited(true);
            set("slug")(e);
          }}
          required
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          maxLength={120}
          aria-describedby={`${listId}-slug-hint`}
          className={fieldClass}
        />
        <span id={`${listId}-slug-hint`} className="text-neutral-700">
          {t("blog.slugHint", { slug: post.slug || "…" })}
        </span>
      </div>
      <label className={labelClass}>
        {t("blog.excerpt")}
        <textarea value={post.excerpt} onChange={set("excerpt")} rows={2} required minLength={10} maxLength={500} className={fieldClass} />
      </label>
      <div className="grid gap-4 sm:grid-cols-3">
        <label className={labelClass}>
          {t("blog.category")}
          <input
            value={post.category}
            onChange={set("category")}
            list={listId}
            required
            minLength={2}
            maxLength={60}
            className={fieldClass}
          />
          <datalist id={listId}>
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </label>
        <label className={labelClass}>
          {t("blog.author")}
          <input value={post.author} onChange={set("author")} required minLength={2} maxLength={120} className={fieldClass} />
        </label>
        <label className={labelClass}>
          {t("blog.publishedAt")}
          <input
            type="datetime-local"
            value={post.publishedAt}
            onChange={set("publishedAt")}
            required
            aria-describedby={`${listId}-date`}
            className={fieldClass}
          />
        </label>
      </div>
      <p id={`${listId}-date`} className="text-neutral-700 text-sm">
        {t("blog.publishedAtHint")}
      </p>
      <MarkdownEditor label={t("blog.content")} value={post.content} onChange={(content) => setPost({ ...post, content })} />
      <FormError message={action.error} />
      <button type="submit" disabled={action.busy} className={`self-start ${primaryButton}`}>
        {t("admin:common.save")}
      </button>
    </form>
  );
}
