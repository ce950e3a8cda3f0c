import { z } from "zod";
import { formKinds, submissionStatuses } from "@/shared/forms/submissions";
import { entityId as id } from "@/shared/ids";
import { boundedText, page } from "@/shared/paging";

/** Bodies of the back-office inbox calls, /api/admin/inbox (the list), detail, status, note and reply. */

const text = boundedText("admin-inbox");

export const inboxListBody = z.object({ kind: z.enum(formKinds).optional(), status: z.enum(submissionStatuses).optional(), page });
export type InboxFilter = z.infer<typeof inboxListBody>;
export const submissionIdBody = z.object({ submissionId: id });
export const submissionStatusBody = z.object({ submissionId: id, status: z.enum(submissionStatuses) });
export const submissionNoteBody = z.object({ submissionId: id, text: text(2, 2000, "note") });
export const submissionReplyBody = z.object({ submissionId: id, subject: text(3, 200, "subject"), text: text(10, 10_000, "message") });
