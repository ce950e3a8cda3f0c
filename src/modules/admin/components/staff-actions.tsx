"use client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { STAFF_ROLES, type StaffRole } from "@/shared/account/staff-roles";
import { primaryButton, secondaryButton } from "../styles";
import { FormError, SelectField, TextField } from "./fields";
import { useAdminCall } from "./use-admin-call";

const useRoleOptions = () => {
  const { t } = useTranslation("admin");
  return STAFF_ROLES.map((r) => ({ value: r, label: t(`staff.roles.${r}`) }));
};

/** The owner's invitation form: name, e-mail and role; the invitee gets a one-time link by mail. */
export function StaffInviteForm() {
  const { t } = useTranslation("admin");
  const { busy, error, call } = useAdminCall();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("orders");
  const roles = useRoleOptions();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await call("/api/admin/staff/invite", { name, email, role }, { success: "staff.invited" })) {
      setName("");
      setEmail("");
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t("staff.inviteTitle")}>
      <FormError message={error} />
      <TextField label={t("staff.name")} value={name} onChange={setName} autoComplete="off" />
      <TextField label={t("staff.email")} type="email" value={email} onChange={setEmail} autoComplete="off" />
      <SelectField label={t("staff.role")} value={role} onChange={(v) => setRole(v as StaffRole)} options={roles} />
      <button type="submit" className={primaryButton} disabled={busy}>
        {t("staff.invite")}
      </button>
    </form>
  );
}

/** Another staff member's row: their role, saved on its own, and disabling the account (after a confirmation). */
export function StaffRowActions({ userId, name, role }: { userId: string; name: string; role: StaffRole }) {
  const { t } = useTranslation("admin");
  const { busy, call } = useAdminCall({ toastErrors: true });
  const [next, setNext] = useState<StaffRole>(role);
  const roles = useRoleOptions();

  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField label={t("staff.role")} value={next} onChange={(v) => setNext(v as StaffRole)} options={roles} />
      <button
        type="button"
        className={secondaryButton}
        disabled={busy || next === role}
        onClick={() => call("/api/admin/staff/update", { userId, role: next }, { success: "staff.saved" })}
      >
        {t("staff.saveRole")}
      </button>
      <button
        type="button"
        className={secondaryButton}
        disabled={busy}
        onClick={() =>
          window.confirm(t("staff.disableConfirm", { name })) &&
          call("/api/admin/staff/update", { userId, disabled: true }, { success: "staff.disabled" })
        }
      >
        {t("staff.disable")}
      </button>
    </div>
  );
}
