"use client";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SubmissionStatus } from "@/server/db/schema/content";
import { fieldClass, labelClass, primaryButton } from "../styles";
import { FormError } from "./form-error";
import { useAdminAction } from "./use-admin-action";

/** `statuses` come from the server page: the schema module stays out of the browser bundle. */
export function SubmissionStatusForm({
  submissionId,
  status,
  statuses,
}: {
  submissionId: number;
  status: SubmissionStatus;
  statuses: readonly SubmissionStatus[];
}) {
  const { t } = useTranslation("admin-inbox");
  const action = useAdminAction();
  const [value, setValue] = useState(status);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void action.run("/api/admin/inbox/status", { submissionId, status: value }, t("statusSaved"));
      }}
    >
      <label className={labelClass}>
        {t("newStatus")}
        <select value={value} onChange={(e) => setValue(e.target.value as SubmissionStatus)} className={fieldClass}>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <FormError message={action.error} />
      <button type="submit" disabled={action.busy || value === status} className={primaryButton}>
        {t("saveStatus")}
      </button>
    </form>
  );
}

export function NoteForm({ submissionId }: { submissionId: number }) {
  const { t } = useTranslation("admin-inbox");
  const action = useAdminAction();
  const [text, setText] = useState("");
  return (
    <form
      className="mt-4 flex flex-col gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await action.run("/api/admin/inbox/note", { submissionId, text }, t("noteAdded"))) setText("");
      }}
    >
      <label className={labelClass}>
        {t("note")}
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          minLength={2}
          maxLength={2000}
          required
          className={fieldClass}
        />
      </label>
      <FormError message={action.error} />
      <button type="submit" disabled={action.busy} className={primaryButton}>
        {t("addNote")}
      </button>
    </form>
  );
}

/** The reply goes by e-mail to the submitter and is kept on the submission. */
export function ReplyForm({ submissionId, email, subject, text }: { submissionId: number; email: string; subject: string; text: string }) {
  const { t } = useTranslation("admin-inbox");
  const action = useAdminAction();
  const hintId = useId();
  const [values, setValues] = useState({ subject, text });
  return (
    <form
      className="mt-4 flex flex-col gap-3"
      aria-describedby={hintId}
      onSubmit={async (e) => {
        e.preventDefault();
        if (await action.run("/api/admin/inbox/reply", { submissionId, ...values }, t("sent", { email }))) setValues({ subject, text });
      }}
    >
      <p id={hintId} className="text-neutral-700 text-sm">
        {t("replyTo", { email })}
      </p>
      <label className={labelClass}>
        {t("subject")}
        <input
          value={values.subject}
          onChange={(e) => setValues({ ...values, subject: e.target.value })}
          minLength={3}
          maxLength={200}
          required
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        {t("message")}
        <textarea
          value={values.text}
          onChange={(e) => setValues({ ...values, text: e.target.value })}
          rows={10}
          minLength={10}
          maxLength={10_000}
          required
          className={fieldClass}
        />
      </label>
      <FormError message={action.error} />
      <button type="submit" disabled={action.busy} className={`self-start ${primaryButton}`}>
        {t("send")}
      </button>
    </form>
  );
}
