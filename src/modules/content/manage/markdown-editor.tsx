"use client";
import { useId, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { FormError, inputClass, secondaryButton } from "@/modules/admin/components/fields";
import { errorMessage, postJson } from "@/modules/api/client";
import { RenderedMarkdown } from "@/modules/ui/rendered-markdown";

/**
 * A Markdown text area with a preview that the server renders with the storefront's own renderer
 * (POST /api/admin/content/preview), so what staff see is what shoppers will see, raw HTML shown as text.
 */
export function MarkdownEditor({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation("admin-content");
  const id = useId();
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function preview() {
    setBusy(true);
    setError("");
    try {
      setHtml((await postJson<{ html: string }>("/api/admin/content/preview", { markdown: value })).html);
    } catch (err) {
      setError(errorMessage(err) || t("admin:common.error"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={18}
        required
        maxLength={100_000}
        aria-describedby={`${id}-hint`}
        className={`${inputClass} font-mono text-sm`}
      />
      <p id={`${id}-hint`} className="text-neutral-700 text-sm">
        {t("markdownHint")}
      </p>
      <button type="button" onClick={preview} disabled={busy} className={`self-start ${secondaryButton}`}>
        {t("preview")}
      </button>
      <FormError message={error} />
      {html !== null && (
        <section aria-labelledby={`${id}-preview`} className="rounded-lg border border-neutral-300 border-dashed bg-white p-4">
          <h2 id={`${id}-preview`} className="mb-1 font-semibold text-neutral-700 text-sm">
            {t("previewTitle")}
          </h2>
          <p className="mb-3 text-neutral-600 text-xs">{t("previewHint")}</p>
          <RenderedMarkdown html={html} />
        </section>
      )}
    </div>
  );
}
