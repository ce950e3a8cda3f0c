"use client";
import { useState } from "react";
import { useTranslation } from "@/i18n/client";
import { FormError, primaryButton, SelectField, TextArea, TextField } from "@/modules/admin/components/fields";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";
import { type SubmissionStatus, submissionStatuses } from "@/shared/forms/submissions";

export function SubmissionStatusForm({ submissionId, status }: { submissionId: number; status: SubmissionStatus }) {
  const { t } = useTranslation("admin-inbox");
  const { busy, error, call } = useAdminCall();
  const [value, setValue] = useState(status);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void call("/api/admin/inbox/status", { submissionId, status: value }, { success: "admin-inbox:statusSaved" });
      }}
    >
      <SelectField
        label={t("newStatus")}
        value={value}
        onChange={(v) => setValue(v as SubmissionStatus)}
        options={submissionStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      <FormError message={error} />
      <button type="submit" disabled={busy || value === status} className={primaryButton}>
        {t("saveStatus")}
      </button>
    </form>
  );
}

export function NoteForm({ submissionId }: { submissionId: number }) {
  const { t } = useTranslation("admin-inbox");
  const { busy, error, call } = useAdminCall();
  const [text, setText] = useState("");
  return (
    <form
      className="mt-4 flex flex-col gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await call("/api/admin/inbox/note", { submissionId, text }, { success: "admin-inbox:noteAdded" })) setText("");
      }}
    >
      <TextArea label={t("note")} value={text} onChange={setText} rows={3} />
      <FormError message={error} />
      <button type="submit" disabled={busy} className={primaryButton}>
        {t("addNote")}
      </button>
    </form>
  );
}

/** The reply goes by e-mail to the submitter and is kept on the submission. */
export function ReplyForm({ submissionId, email, subject, text }: { submissionId: number; email: string; subject: string; text: string }) {
  const { t } = useTranslation("admin-inbox");
  const { busy, error, call } = useAdminCall();
  const [values, setValues] = useState({ subject, text });
  return (
    <form
      className="mt-4 flex flex-col gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await call("/api/admin/inbox/reply", { submissionId, ...values }, { success: "admin-inbox:sent" }))
          setValues({ subject, text });
      }}
    >
      <TextField
        label={t("subject")}
        hint={t("replyTo", { email })}
        value={values.subject}
        onChange={(v) => setValues({ ...values, subject: v })}
        maxLength={200}
      />
      <TextArea label={t("message")} value={values.text} onChange={(v) => setValues({ ...values, text: v })} rows={10} />
      <FormError message={error} />
      <button type="submit" disabled={busy} className={primaryButton}>
        {t("send")}
      </button>
    </form>
  );
}
