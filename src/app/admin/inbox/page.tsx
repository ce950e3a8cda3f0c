import Link from "next/link";
import { t } from "@/i18n/server";
import { AdminList, FilterSelect } from "@/modules/admin/components/admin-list";
import { formatDateTime } from "@/modules/admin/format";
import { pageParam } from "@/modules/admin/params";
import { linkClass } from "@/modules/admin/styles";
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
        <FilterSelect
          name="kind"
          label={t("admin-inbox:kindFilter")}
          value={kind}
          allLabel={t("admin-inbox:all")}
          options={formKinds.map((k) => ({ value: k, label: t(`admin-inbox:kind.${k}`) }))}
        />
        <FilterSelect
          name="status"
          label={t("admin-inbox:statusFilter")}
          value={status}
          allLabel={t("admin-inbox:all")}
          options={submissionStatuses.map((s) => ({ value: s, label: t(`admin-inbox:status.${s}`) }))}
        />
        <button type="submit" className="rounded bg-neutral-900 px-4 py-2 text-white">
          {t("admin:common.filter")}
        </button>
      </form>
      <AdminList
        headings={(["number", "kind", "from", "topic", "date", "status"] as const).map((c) => ({
          key: c,
          label: t(`admin-inbox:columns.${c}`),
        }))}
        rowCount={items.length}
        paging={{ path: "/admin/inbox", filters: { kind, status }, page, total }}
      >
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
      </AdminList>
    </>
  );
}
