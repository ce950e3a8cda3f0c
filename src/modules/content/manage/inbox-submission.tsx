import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { formatDateTime } from "@/lib/shop-time";
import { DealerApprovalForm } from "@/modules/account/manage/customer-group-forms";
import { AdminPanel } from "@/modules/admin/components/admin-panels";
import { adminLink } from "@/modules/admin/components/admin-table";
import { AdminPageHeader } from "@/modules/admin/templates/admin-page-header";
import type { SubmissionDetail } from "@/server/content/manage/inbox";
import { submissionReference } from "@/shared/forms/submissions";
import { NoteForm, ReplyForm, SubmissionStatusForm } from "./submission-forms";
import { SubmissionTimeline } from "./submission-timeline";

/** One submission: its fields and the e-mail replies, its status and the staff's own notes. */
export function AdminSubmission({
  submission,
  staffName,
  groups = [],
}: {
  submission: SubmissionDetail;
  staffName: string;
  /** The customer groups a dealership application may be approved into. */
  groups?: { id: number; name: string }[];
}) {
  const kind = t(`admin-inbox:kind.${submission.kind}`);
  const reference = submissionReference(submission.kind, submission.id);
  const greeting = t("admin-inbox:defaultText", { name: submission.from, staff: staffName, brand: storeConfig.brand });
  return (
    <>
      <AdminPageHeader
        title={t("admin-inbox:detailTitle", { reference, kind })}
        back={{ href: "/admin/inbox", label: t("admin-inbox:back") }}
      />
      <p className="-mt-4 mb-6 text-neutral-700">
        <a href={`mailto:${submission.email}`} className={adminLink}>
          {submission.email}
        </a>{" "}
        · {t("admin-inbox:received")}: {formatDateTime(submission.createdAt)} ·{" "}
        <strong>{t(`admin-inbox:status.${submission.status}`)}</strong>
      </p>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <AdminPanel id="fields" title={t("admin-inbox:fields")}>
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
              {submission.fields.map((f) => (
                <div key={f.key} className="contents">
                  <dt className="font-medium text-neutral-700">{f.label}</dt>
                  <dd className="whitespace-pre-line break-words">{f.value}</dd>
                </div>
              ))}
            </dl>
          </AdminPanel>
          <AdminPanel id="replies" title={t("admin-inbox:repliesTitle")}>
            <SubmissionTimeline
              entries={submission.opening ? [submission.opening, ...submission.replies] : submission.replies}
              empty={t("admin-inbox:noReplies")}
            />
            <ReplyForm
              submissionId={submission.id}
              email={submission.email}
              subject={t("admin-inbox:defaultSubject", { reference })}
              text={greeting}
            />
          </AdminPanel>
        </div>
        <div className="flex flex-col gap-6">
          {submission.kind === "dealership" && (
            <AdminPanel id="dealer" title={t("admin:groups.approveDealer")}>
              <DealerApprovalForm submissionId={submission.id} groups={groups} />
            </AdminPanel>
          )}
          <AdminPanel id="status" title={t("admin-inbox:statusTitle")}>
            <SubmissionStatusForm submissionId={submission.id} status={submission.status} />
          </AdminPanel>
          <AdminPanel id="notes" title={t("admin-inbox:notesTitle")}>
            <p className="mb-3 text-neutral-700 text-sm">{t("admin-inbox:notesHint")}</p>
            <SubmissionTimeline entries={submission.notes} empty={t("admin-inbox:noNotes")} />
            <NoteForm submissionId={submission.id} />
          </AdminPanel>
        </div>
      </div>
    </>
  );
}
