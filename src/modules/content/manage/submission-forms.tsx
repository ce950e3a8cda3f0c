"use client";
import { useId, useState } from "react";
import { useTranslation } from "@/i18n/client";
import { FormError, primaryButton, SelectField, TextArea, TextField } from "@/modules/admin/components/fields";
import { useAdminCall } from "@/modules/admin/components/use-admin-call";
import { type SubmissionStatus, submissionStatuses } from "@/shared/forms/submissions";
import { REPLY_FILE_MAX_BYTES, REPLY_FILES_MAX, readAsBase64 } from "@/shared/uploads";

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

/** The files chosen for a reply, or why they cannot go (too many, one too large); the server checks them again. */
function chosenFiles(list: FileList | null): { files: File[]; problem: string } {
  const files = [...(list ?? [])];
  if (files.length > REPLY_FILES_MAX) return { files: [], problem: "errors.tooManyFiles" };
  if (files.some((file) => file.size > REPLY_FILE_MAX_BYTES)) return { files: [], problem: "errors.fileTooLarge" };
  return { files, problem: "" };
}

/** The reply goes by e-mail to the submitter, with the files chosen, and is kept on the submission. */
export function ReplyForm({ submissionId, email, subject, text }: { submissionId: number; email: string; subject: string; text: string }) {
  const { t } = useTranslation("admin-inbox");
  const { busy, error, call } = useAdminCall();
  const [values, setValues] = useState({ subject, text });
  const [chosen, setChosen] = useState(chosenFiles(null));
  // A new key empties the file input after a reply is sent.
  const [picker, setPicker] = useState(0);
  const filesId = useId();
  return (
    <form
      className="mt-4 flex flex-col gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (chosen.problem) return;
        const attachments = await Promise.all(chosen.files.map(async (file) => ({ name: file.name, file: await readAsBase64(file) })));
        if (await call("/api/admin/inbox/reply", { submissionId, ...values, attachments }, { success: "admin-inbox:sent" })) {
          setValues({ subject, text });
          setChosen(chosenFiles(null));
          setPicker(picker + 1);
        }
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
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={filesId}>{t("attachments")}</label>
        <input
          key={picker}
          id={filesId}
          type="file"
          multiple
          accept="application/pdf,image/jpeg,image/png,image/webp"
          aria-describedby={`${filesId}-hint`}
          className="text-base"
          onChange={(e) => setChosen(chosenFiles(e.target.files))}
        />
        <p id={`${filesId}-hint`} className="text-neutral-700">
          {t("attachmentsHint", { count: REPLY_FILES_MAX, size: REPLY_FILE_MAX_BYTES / (1024 * 1024) })}
        </p>
      </div>
      <FormError message={chosen.problem ? t(chosen.problem) : error} />
      <button type="submit" disabled={busy} className={primaryButton}>
        {t("send")}
      </button>
    </form>
  );
}
