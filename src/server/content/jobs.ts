import type { AttachmentBuilder } from "@/server/platform/mail/outbox";

export { SUBMISSION_FILE_ATTACHMENT } from "./attachments";

/** Builds the files an inbox reply's mail attaches (./manage/inbox.ts) when the mail is sent. */
export const contentMailAttachments = async (): Promise<AttachmentBuilder> => (await import("./manage/inbox")).submissionFileAttachment;
