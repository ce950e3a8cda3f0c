"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldClass, labelClass, primaryButton } from "../styles";
import { FormError } from "./form-error";
import { MarkdownEditor } from "./markdown-editor";
import { useAdminAction } from "./use-admin-action";

export type ContentPageDraft = { title: string; metaDescription: string; body: string };

type Props = { pageId: number; initial: ContentPageDraft } | { pageId?: undefined; initial: ContentPageDraft; sections: readonly string[] };

/** Saves a page; without `pageId` it creates one (as a draft) at a section path that cannot change later. */
export function ContentPageEditor(props: Props) {
  const { t } = useTranslation("admin-content");
  const router = useRouter();
  const action = useAdminAction();
  const id = useId();
  const [page, setPage] = useState(props.initial);
  const [section, setSection] = useState(props.pageId === undefined ? (props.sections[0] ?? "") : "");
  const [slug, setSlug] = useState("");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (props.pageId !== undefined) {
      await action.run("/api/admin/content/pages/update", { pageId: props.pageId, page }, t("admin:common.saved"));
      return;
    }
    const created = await action.run<{ id: number }>(
      "/api/admin/content/pages/create",
      { path: `${section}/${slug}`, page },
      t("pages.created"),
    );
    if (created) router.push(`/admin/pages/${created.id}`);
  }

  return (
    <form onSubmit={submit} className="flex max-w-3xl flex-col gap-4">
      {props.pageId === undefined && (
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <label className={labelClass}>
            {t("pages.section")}
            <select value={section} onChange={(e) => setSection(e.target.value)} className={fieldClass}>
              {props.sections.map((s) => (
                <option key={s} value={s}>
                  /{s}/
                </option>
              ))}
            </select>
          </label>
          <div className={labelClass}>
            <label htmlFor={`${id}-slug`}>{t("pages.slug")}</label>
            <input
              id={`${id}-slug`}
              value={slug}
              onChange={(e) => setSlug(e.target.value)}
              required
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              maxLength={100}
              aria-describedby={`${id}-slug-hint`}
              className={fieldClass}
            />
            <span id={`${id}-slug-hint`} className="text-neutral-700">
              {t("pages.slugHint", { section })}
            </span>
          </div>
        </div>
      )}
      <label className={labelClass}>
        {t("pages.pageTitle")}
        <input
          value={page.title}
          onChange={(e) => setPage({ ...page, title: e.target.value })}
          required
          minLength={2}
          maxLength={200}
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        {t("pages.metaDescription")}
        <textarea
          value={page.metaDescription}
          onChange={(e) => setPage({ ...page, metaDescription: e.target.value })}
          rows={2}
          maxLength={300}
          className={fieldClass}
        />
      </label>
      <MarkdownEditor label={t("pages.body")} value={page.body} onChange={(body) => setPage({ ...page, body })} />
      <FormError message={action.error} />
      <button type="submit" disabled={action.busy} className={`self-start ${primaryButton}`}>
        {t("admin:common.save")}
      </button>
    </form>
  );
}
