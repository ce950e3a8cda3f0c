import { t } from "@/i18n/server";
import { CsvImport } from "./csv-import";

/** The catalogue as a CSV file: download it, and upload an edited one. */
export function AdminProductCsv() {
  return (
    <>
      <h1 className="mb-6 font-semibold text-2xl">{t("admin:csv.title")}</h1>
      <section aria-labelledby="export" className="mb-8 rounded-lg border border-neutral-200 bg-white p-4">
        <h2 id="export" className="mb-2 font-semibold">
          {t("admin:csv.exportTitle")}
        </h2>
        <p className="mb-3 text-neutral-700">{t("admin:csv.exportText")}</p>
        {/* A plain link: the browser downloads the file itself. */}
        <a href="/api/admin/products/export" download className="inline-block rounded bg-neutral-900 px-4 py-2 text-white">
          {t("admin:csv.download")}
        </a>
      </section>
      <section aria-labelledby="import" className="rounded-lg border border-neutral-200 bg-white p-4">
        <h2 id="import" className="mb-2 font-semibold">
          {t("admin:csv.importTitle")}
        </h2>
        <p className="mb-3 text-neutral-700">{t("admin:csv.importText")}</p>
        <CsvImport />
      </section>
    </>
  );
}
