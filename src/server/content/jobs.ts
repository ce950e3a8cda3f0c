import type { AttachmentBuilder } from "@/server/platform/mail/outbox";

/** The kind of attachment a file kept with an inbox reply is sent as. */
export const SUBMISSION_FILE_ATTACHMENT = "submission_file";

/** Builds the files an inbox reply's mail attaches (./manage/inbox.ts) when the mail is sent. */
export const contentMailAttachments = async (): Promise<AttachmentBuilder> => (await import("./manage/inbox")).submissionFileAttachment;
