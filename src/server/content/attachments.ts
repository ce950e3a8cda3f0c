/** The kind of mail attachment a file kept with an inbox reply is sent as (./jobs.ts builds it, ./manage/inbox.ts queues it). */
export const SUBMISSION_FILE_ATTACHMENT = "submission_file";
