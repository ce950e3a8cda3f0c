import "server-only";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { storeConfig } from "@/config/store";
import { submissionFields } from "@/server/content/forms";
import { auditedPatch } from "@/server/platform/audited";
import { db } from "@/server/platform/db/client";
import { formSubmissions } from "@/server/platform/db/schema";
import { queueMail } from "@/server/platform/mail/outbox";
import { paragraphsOf } from "@/server/platform/mail/render";
import type { InboxFilter } from "@/shared/content/inbox";
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

/** A submission with its fields under their form labels, its notes and the replies sent; null when there is none. */
export async function getSubmission(submissionId: number) {
  const [row] = await db().select().from(formSubmissions).where(eq(formSubmissions.id, submissionId));
  if (!row) return null;
  const { ip: _ip, data, ...rest } = row;
  return { ...rest, ...summary(row), fields: submissionFields(data) };
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

/**
 * Records the reply on the submission and queues the mail to the submitter from the shop's address in the same
 * transaction, signed with the name of the member of staff who wrote it and the shop's; a new submission becomes
 * "in progress".
 */
export async function replyToSubmission(staff: Staff, submissionId: number, reply: { subject: string; text: string }) {
  const entry = { at: new Date().toISOString(), by: staff.name, ...reply };
  await patch(
    staff,
    submissionId,
    "submission.reply",
    (row) => ({ replies: [...row.replies, entry], status: row.status === "new" ? "in_progress" : row.status }),
    (tx, row) =>
      queueMail(tx, {
        to: row.email,
        subject: reply.subject,
        paragraphs: [...paragraphsOf(reply.text), [staff.name, storeConfig.brand]],
        footer: false,
      }).then(() => {}),
  );
  return entry;
}
