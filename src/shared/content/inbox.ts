import { z } from "zod";
import { formKinds, submissionStatuses } from "@/shared/forms/submissions";
import { entityId as id } from "@/shared/ids";
import { boundedText, page } from "@/shared/paging";
import { base64File } from "@/shared/upload-bodies";
import { base64Length, REPLY_FILE_MAX_BYTES, REPLY_FILES_MAX } from "@/shared/uploads";

/**
 * Bodies of the back-office inbox calls, /api/admin/inbox (the list), detail, status, note and reply. Server only
 * for the reply's files: decoding uses Buffer.
 */

const text = boundedText("admin-inbox");

export const inboxListBody = z.object({ kind: z.enum(formKinds).optional(), status: z.enum(submissionStatuses).optional(), page });
export type InboxFilter = z.infer<typeof inboxListBody>;
export const submissionIdBody = z.object({ submissionId: id });
export const submissionStatusBody = z.object({ submissionId: id, status: z.enum(submissionStatuses) });
export const submissionNoteBody = z.object({ submissionId: id, text: text(2, 2000, "note") });

/** A file's name as the mail shows it: no control character and no folder, at most 120 characters. */
const fileName = z
  .string("admin-inbox:errors.fileName")
  .trim()
  .min(1, "admin-inbox:errors.fileName")
  .max(120, "admin-inbox:errors.fileName")
  .regex(/^[^\p{Cc}/\\]+$/u, "admin-inbox:errors.fileName");

/** A file attached to a reply: its name and its bytes as base64 (PDF or image, told by its first bytes on the server). */
const replyFile = z.object({ name: fileName, file: base64File(REPLY_FILE_MAX_BYTES, "admin-inbox:errors.fileTooLarge") });

export const submissionReplyBody = z.object({
  submissionId: id,
  subject: text(3, 200, "subject"),
  text: text(10, 10_000, "message"),
  attachments: z.array(replyFile).max(REPLY_FILES_MAX, "admin-inbox:errors.tooManyFiles").default([]),
});
export type SubmissionReplyBody = z.infer<typeof submissionReplyBody>;
/** The reply route's body limit: its text and the most files it may carry, base64. */
export const replyBodyLimit = REPLY_FILES_MAX * base64Length(REPLY_FILE_MAX_BYTES) + 32 * 1024;
