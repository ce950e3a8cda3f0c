import { t } from "@/i18n/server";
import { formatDateTime } from "@/lib/shop-time";
import { FilterSelect, ListFilters } from "@/modules/admin/components/admin-panels";
import { AdminTable, adminLink } from "@/modules/admin/components/admin-table";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import Link from "@/modules/ui/link";
import type { InboxItem } from "@/server/content/manage/inbox";
import { type FormKind, formKinds, type SubmissionStatus, submissionReference, submissionStatuses } from "@/shared/forms/submissions";

/** Contact and quote requests, technical-service and dealership forms: newest first, by kind and status. */
export function AdminInboxList({
  items,
  total,
  kind,
  status,
  page,
}: {
  items: InboxItem[];
  total: number;
  kind: FormKind | undefined;
  status: SubmissionStatus | undefined;
  page: number;
}) {
  return (
    <>
      <AdminPageHeader title={t("admin-inbox:title")} />
      <ListFilters submitLabel={t("admin:common.filter")}>
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
      </ListFilters>
      <AdminTable
        rows={items}
        total={total}
        rowKey={(s) => s.id}
        paging={{ path: "/admin/inbox", filters: { kind, status }, page }}
        columns={[
          {
            header: t("admin-inbox:columns.number"),
            cell: (s) => (
              <Link
                href={`/admin/inbox/${s.id}`}
                className={adminLink}
                aria-label={t("admin-inbox:open", { reference: submissionReference(s.kind, s.id) })}
              >
                {submissionReference(s.kind, s.id)}
              </Link>
            ),
          },
          { header: t("admin-inbox:columns.kind"), cell: (s) => t(`admin-inbox:kind.${s.kind}`) },
          {
            header: t("admin-inbox:columns.from"),
            cell: (s) => (
              <>
                {s.from}
                <span className="block text-neutral-700 text-sm">{s.email}</span>
              </>
            ),
          },
          { header: t("admin-inbox:columns.topic"), cell: (s) => s.topic },
          { header: t("admin-inbox:columns.date"), cell: (s) => formatDateTime(s.createdAt) },
          {
            header: t("admin-inbox:columns.status"),
            cell: (s) => (s.status === "new" ? <strong>{t("admin-inbox:status.new")}</strong> : t(`admin-inbox:status.${s.status}`)),
          },
        ]}
      />
    </>
  );
}
