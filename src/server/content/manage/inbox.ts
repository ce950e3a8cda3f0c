import "server-only";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { t } from "@/i18n/server";
import { SUBMISSION_FILE_ATTACHMENT } from "@/server/content/attachments";
import { submissionFields } from "@/server/content/forms";
import { fileContentType, sniffFile } from "@/server/content/manage/media";
import { auditedPatch } from "@/server/platform/audited";
import { db } from "@/server/platform/db/client";
import { formSubmissionFiles, formSubmissions } from "@/server/platform/db/schema";
import { badRequest } from "@/server/platform/http/errors";
import type { MailFile } from "@/server/platform/mail";
import { queueMail } from "@/server/platform/mail/outbox";
import { type AttachmentRef, paragraphsOf } from "@/server/platform/mail/render";
import type { InboxFilter, SubmissionReplyBody } from "@/shared/content/inbox";
import type { SubmissionStatus } from "@/shared/forms/submissions";
import { ADMIN_PAGE_SIZE, pageOffset } from "@/shared/paging";

type Submission = typeof formSubmissions.$inferSelect;
/** The member of staff who acts, as the session names them. */
type Staff = { id: string; name: string };

const str = (value: unknown) => (typeof value === "string" ? value : "");

/** Who wrote and what about, for the list: a person or company, and the subject, machine or city. */
function summary(row: Submission) {
  const { data } = row;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    email: row.email,
    createdAt: row.createdAt,
    from: str(data.name) || str(data.company),
    topic: str(data.subject) || str(data.machineModel) || [str(data.company), str(data.city)].filter(Boolean).join(", "),
  };
}

export type InboxItem = ReturnType<typeof summary>;

/** Newest first, 25 a page, optionally of one kind and one status. */
export async function listSubmissions(filter: InboxFilter): Promise<{ items: InboxItem[]; total: number }> {
  const conds: SQL[] = [];
  if (filter.kind) conds.push(eq(formSubmissions.kind, filter.kind));
  if (filter.status) conds.push(eq(formSubmissions.status, filter.status));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [count]] = await Promise.all([
    db()
      .select()
      .from(formSubmissions)
      .where(where)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(pageOffset(filter.page)),
    db().select({ n: sql<number>`count(*)::int` }).from(formSubmissions).where(where),
  ]);
  return { items: rows.map(summary), total: count?.n ?? 0 };
}

/** The field that holds the sender's own words: the thread of replies opens with it, under the sender's name. */
const OPENING_FIELDS = ["message", "faultDescription"];

/**
 * A submission with its fields under their form labels, its notes and the replies sent, the sender's message
 * (`opening`) apart from the other fields; null when there is none.
 */
export async function getSubmission(submissionId: number) {
  const [row] = await db().select().from(formSubmissions).where(eq(formSubmissions.id, submissionId));
  if (!row) return null;
  const { ip: _ip, data, ...rest } = row;
  const head = summary(row);
  const openingKey = OPENING_FIELDS.find((key) => str(data[key]) !== "");
  const opening = openingKey ? { at: row.createdAt.toISOString(), by: head.from || row.email, text: str(data[openingKey]) } : null;
  return { ...rest, ...head, opening, fields: submissionFields(data).filter((field) => field.key !== openingKey) };
}

export type SubmissionDetail = NonNullable<Awaited<ReturnType<typeof getSubmission>>>;

const patch = (
  staff: Staff,
  submissionId: number,
  action: string,
  change: (row: Submission) => Partial<Submission>,
  also?: Parameters<typeof auditedPatch<typeof formSubmissions>>[5],
) => auditedPatch(formSubmissions, submissionId, { actorId: staff.id, action, entity: "form_submission" }, change, [], also);

export async function setSubmissionStatus(staff: Staff, submissionId: number, status: SubmissionStatus) {
  return (await patch(staff, submissionId, "submission.status", () => ({ status }))).status;
}

export async function addSubmissionNote(staff: Staff, submissionId: number, note: string) {
  const entry = { at: new Date().toISOString(), by: staff.name, text: note };
  await patch(staff, submissionId, "submission.note", (row) => ({ notes: [...row.notes, entry] }));
  return entry;
}

/** A reply's file as the mail carries it: PDF or image by its first bytes, whatever its name or the browser said. */
function replyFile({ name, file }: SubmissionReplyBody["attachments"][number]) {
  const kind = sniffFile(file);
  if (!kind) throw badRequest("invalid_file", t("admin-inbox:errors.fileType", { name }));
  return { name, contentType: fileContentType[kind], bytes: file };
}

/**
 * Records the reply on the submission, with the names of the files it carries, and queues the mail to the
 * submitter from the shop's address in the same transaction (the files kept beside the submission and attached
 * when the mail is sent), signed with the name of the member of staff who wrote it and the shop's; a new
 * submission becomes "in progress".
 */
export async function replyToSubmission(staff: Staff, submissionId: number, reply: Omit<SubmissionReplyBody, "submissionId">) {
  const files = reply.attachments.map(replyFile);
  const names = files.map((file) => file.name);
  const entry = {
    at: new Date().toISOString(),
    by: staff.name,
    subject: reply.subject,
    text: reply.text,
    ...(names.length ? { attachments: names } : {}),
  };
  await patch(
    staff,
    submissionId,
    "submission.reply",
    (row) => ({ replies: [...row.replies, entry], status: row.status === "new" ? "in_progress" : row.status }),
    async (tx, row) => {
      const kept = files.length
        ? await tx
            .insert(formSubmissionFiles)
            .values(files.map((file) => ({ ...file, submissionId: row.id })))
            .returning({ id: formSubmissionFiles.id })
        : [];
      await queueMail(tx, {
        to: row.email,
        subject: reply.subject,
        paragraphs: [...paragraphsOf(reply.text), [staff.name, storeConfig.brand]],
        footer: false,
        attachments: kept.map(({ id }) => ({ kind: SUBMISSION_FILE_ATTACHMENT, id })),
      });
    },
  );
  return entry;
}

/** A reply's kept file as its mail attaches it. */
export async function submissionFileAttachment(ref: AttachmentRef): Promise<MailFile> {
  const [file] =
    ref.kind === SUBMISSION_FILE_ATTACHMENT ? await db().select().from(formSubmissionFiles).where(eq(formSubmissionFiles.id, ref.id)) : [];
  if (!file) throw new Error(`no attachment ${ref.kind} ${ref.id}`);
  return { filename: file.name, contentType: file.contentType, content: file.bytes };
}
