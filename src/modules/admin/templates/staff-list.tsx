import { t } from "@/i18n/server";
import { formatDateTime } from "@/lib/shop-time";
import { isStaffRole } from "@/shared/account/staff-roles";
import { AdminPanel } from "../components/admin-panels";
import { AdminTable } from "../components/admin-table";
import { StaffInviteForm, StaffRowActions } from "../components/staff-actions";

type Member = { id: string; name: string; email: string; staffRole: string | null; twoFactorEnabled: boolean };
type Invite = { email: string; name: string; role: string; expiresAt: Date };

const roleLabel = (role: string | null) => (role ? t(`admin:staff.roles.${role}`, { defaultValue: role }) : "—");

/** The owner's staff page: every staff member with their role and second factor, the invitations waiting, and a new one. */
export function AdminStaffList({ members, invites, selfId }: { members: Member[]; invites: Invite[]; selfId: string }) {
  return (
    <>
      <h1 className="mb-2 font-semibold text-2xl">{t("admin:staff.title")}</h1>
      <p className="mb-4 max-w-prose text-neutral-700 text-sm">{t("admin:staff.intro")}</p>
      <AdminTable
        rows={members}
        rowKey={(m) => m.id}
        columns={[
          { header: t("admin:staff.name"), cell: (m) => m.name },
          { header: t("admin:staff.email"), cell: (m) => m.email },
          { header: t("admin:staff.role"), cell: (m) => roleLabel(m.staffRole) },
          { header: t("admin:staff.twoFactor"), cell: (m) => t(m.twoFactorEnabled ? "admin:staff.on" : "admin:staff.off") },
          {
            header: t("admin:staff.actions"),
            cell: (m) =>
              m.id === selfId ? (
                t("admin:staff.you")
              ) : (
                <StaffRowActions userId={m.id} name={m.name} role={isStaffRole(m.staffRole) ? m.staffRole : "orders"} />
              ),
          },
        ]}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <AdminPanel id="staff-invite" title={t("admin:staff.inviteTitle")}>
          <StaffInviteForm />
        </AdminPanel>
        <AdminPanel id="staff-pending" title={t("admin:staff.pendingTitle")}>
          {invites.length === 0 ? (
            <p className="text-neutral-700 text-sm">{t("admin:staff.pendingNone")}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {invites.map((i) => (
                <li key={i.email}>
                  {i.name} ({i.email}), {roleLabel(i.role)}: {t("admin:staff.expires")} {formatDateTime(i.expiresAt)}
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>
      </div>
    </>
  );
}
