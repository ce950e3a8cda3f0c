"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { FormError, primaryButton, secondaryButton, TextField } from "@/modules/admin/components/fields";
import { useAdminCall, useFieldErrors } from "@/modules/admin/components/use-admin-call";
import { groupCreateBody, groupMemberBody } from "@/shared/account/customer-groups";

/** A group's name and percentage off: creates one (then opens it), or edits `groupId`'s. */
export function CustomerGroupForm({
  groupId,
  name = "",
  discountPercent = 0,
}: {
  groupId?: number;
  name?: string;
  discountPercent?: number;
}) {
  const { t } = useTranslation("admin");
  const router = useRouter();
  const { busy, error, call } = useAdminCall();
  const { errors, check } = useFieldErrors();
  const [values, setValues] = useState({ name, percent: String(discountPercent) });
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { name: values.name, discountPercent: Number(values.percent) };
    if (!check(groupCreateBody, body)) return;
    if (groupId) await call("/api/admin/customer-groups/update", { groupId, ...body }, { success: "groups.saved" });
    else
      await call<{ id: number }>("/api/admin/customer-groups/create", body, {
        success: "groups.saved",
        onDone: ({ id }) => router.push(`/admin/customer-groups/${id}`),
      });
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="flex max-w-md flex-col gap-3" noValidate>
      <TextField label={t("groups.name")} value={values.name} onChange={(v) => setValues({ ...values, name: v })} error={errors.name} />
      <TextField
        label={t("groups.percent")}
        type="number"
        min={0}
        max={90}
        value={values.percent}
        onChange={(v) => setValues({ ...values, percent: v })}
        error={errors.discountPercent}
      />
      <FormError message={error} />
      <button type="submit" className={primaryButton} disabled={busy}>
        {groupId ? t("groups.save") : t("groups.create")}
      </button>
    </form>
  );
}

/** Adds the customer with an e-mail to the group (moving them from any other). */
export function GroupMemberForm({ groupId }: { groupId: number }) {
  const { t } = useTranslation("admin");
  const { busy, error, call } = useAdminCall();
  const { errors, check } = useFieldErrors();
  const [email, setEmail] = useState("");
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!check(groupMemberBody, { groupId, email })) return;
    if (await call("/api/admin/customer-groups/member", { groupId, email }, { success: "groups.saved" })) setEmail("");
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="flex max-w-md flex-col gap-3" noValidate>
      <TextField label={t("groups.memberEmail")} type="email" value={email} onChange={setEmail} error={errors.email} autoComplete="off" />
      <FormError message={error} />
      <button type="submit" className={primaryButton} disabled={busy}>
        {t("groups.addMember")}
      </button>
    </form>
  );
}

/** Takes one customer out of their group. */
export function RemoveMemberButton({ email, name }: { email: string; name: string }) {
  const { t } = useTranslation("admin");
  const { busy, call } = useAdminCall({ toastErrors: true });
  return (
    <button
      type="button"
      className={secondaryButton}
      disabled={busy}
      aria-label={`${t("groups.removeMember")}: ${name}`}
      onClick={() => void call("/api/admin/customer-groups/member", { groupId: null, email }, { success: "groups.saved" })}
    >
      {t("groups.removeMember")}
    </button>
  );
}

/** Approves a dealership application: its applicant's account joins the chosen group. */
export function DealerApprovalForm({ submissionId, groups }: { submissionId: number; groups: { id: number; name: string }[] }) {
  const { t } = useTranslation("admin");
  const { busy, error, call } = useAdminCall();
  const [groupId, setGroupId] = useState(groups[0]?.id ?? 0);
  if (groups.length === 0) return <p className="text-sm text-neutral-700">{t("groups.none")}</p>;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <label className="flex flex-col gap-1">
        {t("groups.approveGroup")}
        <select
          className="rounded border border-neutral-400 p-2 text-base"
          value={groupId}
          onChange={(e) => setGroupId(Number(e.target.value))}
        >
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </label>
      <FormError message={error} />
      <button
        type="button"
        className={primaryButton}
        disabled={busy}
        onClick={() => void call("/api/admin/inbox/approve-dealer", { submissionId, groupId }, { success: "groups.approved" })}
      >
        {t("groups.approveDealer")}
      </button>
    </div>
  );
}
