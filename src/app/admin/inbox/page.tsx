import Link from "next/link";
import { t } from "@/i18n/server";
import { AdminPagination } from "@/modules/admin/components/admin-pagination";
import { formatDateTime } from "@/modules/admin/format";
import { pageParam } from "@/modules/admin/params";
import { fieldClass, labelClass, linkClass } from "@/modules/admin/styles";
import { type FormKind, formKinds, type SubmissionStatus, submissionStatuses } from "@/server/db/schema";
import { listSubmissions } from "@/server/services/admin-inbox";

type Params = { kind?: string; status?: string; page?: string };

const oneOf = <T extends string>(list: readonly T[], value: string | undefined) => list.find((v) => v === value);

/** Contact and quote requests, technical-service and dealership forms: newest first, by kind and status. */
export default async function AdminInbox({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const kind: FormKind | undefined = oneOf(formKinds, params.kind);
  const status: SubmissionStatus | undefined = oneOf(submissionStatuses, params.status);
  const page = pageParam(params.page);
  const { items, total } = await listSubmissions({ kind, status, page });
  return (
    <>
      <h1 className="mb-6 font-semibold text-2xl">{t("admin-inbox:title")}</h1>
      <form className="mb-6 flex flex-wrap items-end gap-3">
        <label className={labelClass}>
          {t("admin-inbox:kindFilter")}
          <select name="kind" defaultValue={kind ?? ""} className={fieldClass}>
            <option value="">{t("admin-inbox:all")}</option>
            {formKinds.map((k) => (
              <option key={k} value={k}>
                {t(`admin-inbox:kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t("admin-inbox:statusFilter")}
          <select name="status" defaultValue={status ?? ""} className={fieldClass}>
            <option value="">{t("admin-inbox:all")}</option>
            {submissionStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`admin-inbox:status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded bg-neutral-900 px-4 py-2 text-white">
          {t("admin:common.filter")}
        </button>
      </form>
      <p className="mb-2 text-neutral-700 text-sm">{t("admin:common.total", { count: total })}</p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse bg-white text-left">
          <thead>
            <tr className="border-neutral-300 border-b">
              {(["number", "kind", "from", "topic", "date", "status"] as const).map((c) => (
                <th key={c} className="p-2">
                  {t(`admin-inbox:columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((s) => (
              <tr key={s.id} className={`border-neutral-200 border-b ${s.status === "new" ? "font-semibold" : ""}`}>
                <td className="p-2">
                  <Link href={`/admin/inbox/${s.id}`} className={linkClass} aria-label={t("admin-inbox:open", { id: s.id })}>
                    #{s.id}
                  </Link>
                </td>
                <td className="p-2">{t(`admin-inbox:kind.${s.kind}`)}</td>
                <td className="p-2">
                  {s.from}
                  <span className="block font-normal text-neutral-700 text-sm">{s.email}</span>
                </td>
                <td className="p-2">{s.topic}</td>
                <td className="p-2">{formatDateTime(s.createdAt)}</td>
                <td className="p-2">{t(`admin-inbox:status.${s.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {items.length === 0 && <p className="mt-4">{t("admin:common.empty")}</p>}
      <AdminPagination path="/admin/inbox" filters={{ kind, status }} page={page} total={total} />
    </>
  );
}
