"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { errorMessage, postJson } from "@/modules/api/client";
import type { ImportReport } from "@/server/catalog/manage/product-csv";

export function CsvImport() {
  const { t } = useTranslation("admin");
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = new FormData(e.currentTarget).get("file");
    if (!(file instanceof File) || file.size === 0) return;
    setBusy(true);
    setError("");
    try {
      setReport(await postJson<ImportReport>("/api/admin/products/import", { csv: await file.text() }));
    } catch (err) {
      setError(errorMessage(err) || t("common.error"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          {t("csv.file")}
          <input name="file" type="file" accept=".csv,text/csv" required className="text-base" />
        </label>
        <button type="submit" disabled={busy} className="rounded bg-orange-700 px-4 py-2 font-medium text-white disabled:opacity-50">
          {busy ? t("csv.working") : t("csv.upload")}
        </button>
      </form>
      <div aria-live="polite" className="mt-4">
        {error && <p className="text-red-700">{error}</p>}
        {report && (
          <>
            <p className="font-medium">
              {t("csv.result", { updated: report.updated, unchanged: report.unchanged, rejected: report.rejected.length })}
            </p>
            {report.rejected.length > 0 && (
              <table className="mt-3 w-full border-collapse bg-white text-left">
                <caption className="mb-2 text-left font-semibold">{t("csv.rejectedTitle")}</caption>
                <thead>
                  <tr className="border-b border-neutral-300">
                    <th className="p-2">{t("csv.line")}</th>
                    <th className="p-2">{t("csv.reason")}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.rejected.map((r) => (
                    <tr key={`${r.line}-${r.reason}`} className="border-b border-neutral-200">
                      <td className="p-2">{r.line}</td>
                      <td className="p-2">{r.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </div>
    </>
  );
}
