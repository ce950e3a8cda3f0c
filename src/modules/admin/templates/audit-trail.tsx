import { t } from "@/i18n/server";
import { formatDateTime } from "@/lib/shop-time";
import { auditActionKey } from "@/modules/admin/audit-action";
import type { AuditRow } from "@/server/account";
import { AdminPagination } from "../components/admin-pagination";
import { FilterSelect, ListFilters } from "../components/admin-panels";
import { AdminTable } from "../components/admin-table";

/** A before or after value of the trail, as short JSON; a removed or new record shows a dash. */
const shown = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value));

/** The owner's audit log: who changed what and when, newest first, of everyone or one staff member. */
export function AdminAuditTrail({
  rows,
  total,
  page,
  staff,
  actorId,
}: {
  rows: AuditRow[];
  total: number;
  page: number;
  staff: { id: string; name: string; email: string }[];
  actorId: string | undefined;
}) {
  return (
    <>
      <h1 className="mb-2 font-semibold text-2xl">{t("admin:audit.title")}</h1>
      <p className="mb-4 max-w-prose text-neutral-700 text-sm">{t("admin:audit.intro")}</p>
      <ListFilters submitLabel={t("admin:audit.apply")}>
        <FilterSelect
          name="staff"
          label={t("admin:audit.staff")}
          value={actorId}
          allLabel={t("admin:audit.everyone")}
          options={staff.map((s) => ({ value: s.id, label: `${s.name} (${s.email})` }))}
        />
      </ListFilters>
      <AdminTable
        rows={rows}
        rowKey={(r) => r.id}
        columns={[
          { header: t("admin:audit.when"), cell: (r) => formatDateTime(r.at) },
          { header: t("admin:audit.who"), cell: (r) => r.actorName ?? t("admin:audit.system", { id: r.actorId }) },
          { header: t("admin:audit.action"), cell: (r) => t(auditActionKey(r.action), { defaultValue: r.action }) },
          { header: t("admin:audit.record"), cell: (r) => `${r.entity} #${r.entityId}` },
          { header: t("admin:audit.before"), cell: (r) => shown(r.before), className: "max-w-xs wrap-anywhere font-mono text-xs" },
          { header: t("admin:audit.after"), cell: (r) => shown(r.after), className: "max-w-xs wrap-anywhere font-mono text-xs" },
        ]}
      />
      <AdminPagination path="/admin/audit" filters={{ staff: actorId }} page={page} total={total} />
    </>
  );
}
