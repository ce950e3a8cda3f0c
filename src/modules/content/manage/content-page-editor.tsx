"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { FormError, primaryButton, SelectField, TextArea, TextField } from "@/modules/admin/components/fields";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";
import { MarkdownEditor } from "./markdown-editor";

export type ContentPageDraft = { title: string; metaDescription: string; body: string };

type Props = { pageId: number; initial: ContentPageDraft } | { pageId?: undefined; initial: ContentPageDraft; sections: readonly string[] };

/** Saves a page; without `pageId` it creates one (as a draft) at a section path that cannot change later. */
export function ContentPageEditor(props: Props) {
  const { t } = useTranslation("admin-content");
  const router = useRouter();
  const { busy, error, call } = useAdminCall();
  const [page, setPage] = useState(props.initial);
  const [section, setSection] = useState(props.pageId === undefined ? (props.sections[0] ?? "") : "");
  const [slug, setSlug] = useState("");

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (props.pageId !== undefined)
      void call("/api/admin/content/pages/update", { pageId: props.pageId, page }, { success: "admin:common.saved" });
    else
      void call<{ id: number }>(
        "/api/admin/content/pages/create",
        { path: `${section}/${slug}`, page },
        {
          success: "admin-content:pages.created",
          onDone: (created) => router.push(`/admin/pages/${created.id}`),
        },
      );
  }

  return (
    <form onSubmit={submit} className="flex max-w-3xl flex-col gap-4">
      {props.pageId === undefined && (
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <SelectField
            label={t("pages.section")}
            value={section}
            onChange={setSection}
            options={props.sections.map((s) => ({ value: s, label: `/${s}/` }))}
          />
          <TextField label={t("pages.slug")} hint={t("pages.slugHint", { section })} value={slug} onChange={setSlug} maxLength={100} />
        </div>
      )}
      <TextField label={t("pages.pageTitle")} value={page.title} onChange={(title) => setPage({ ...page, title })} maxLength={200} />
      <TextArea
        label={t("pages.metaDescription")}
        value={page.metaDescription}
        onChange={(metaDescription) => setPage({ ...page, metaDescription })}
        rows={2}
      />
      <MarkdownEditor label={t("pages.body")} value={page.body} onChange={(body) => setPage({ ...page, body })} />
      <FormError message={error} />
      <button type="submit" disabled={busy} className={primaryButton}>
        {t("admin:common.save")}
      </button>
    </form>
  );
}
