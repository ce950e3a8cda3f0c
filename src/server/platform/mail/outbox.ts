import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { loadJobsConfig, type MailCaps, mailCapsSchema } from "@/config/jobs";
import { storeConfig } from "@/config/store";
import { type Db, db, type Tx } from "@/server/platform/db/client";
import { sentMail } from "@/server/platform/db/schema";
import { enqueue } from "@/server/platform/jobs/queue";
import { MAIL_JOB } from "@/server/platform/jobs/registry";
import { logger } from "@/server/platform/runtime/log";
import { claimMailCaps, hashedAddress } from "./caps";
import { type MailFile, sendMail } from "./index";
import { type AttachmentRef, type MailContent, renderMail } from "./render";

/**
 * The outbox: a mail is rendered and queued in the transaction of the change that causes it, so it exists exactly
 * when that change does; the worker sends it, with retries and growing pauses while the mail server is away.
 */
export async function queueMail(tx: Tx | Db, content: MailContent, options: { priority?: number } = {}): Promise<string> {
  return enqueue(tx, MAIL_JOB, { ...renderMail(content), attachments: content.attachments, cap: content.cap }, options);
}

const queuedMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  attachments: z.array(z.object({ kind: z.string(), id: z.number().int() })).optional(),
  cap: mailCapsSchema.keyof().optional(),
});

/** Builds an attached file from its reference when the mail is sent (the mail job is handed the shop's builder, src/server/compose/jobs.ts). */
export type AttachmentBuilder = (ref: AttachmentRef) => Promise<MailFile>;

/** The Message-ID of a queued mail: its job's id, at the shop's host name. */
export const messageIdOf = (jobId: string) => `<${jobId}@${new URL(storeConfig.siteUrl).hostname}>`;

/**
 * The worker's half: sends a queued mail unless its message id is already recorded as sent (a run repeated after
 * a crash) or a daily cap of its kind is reached (./caps.ts: dropped, logged without the address), then records
 * it. A failure takes its count back and throws, and the queue tries again later.
 */
export async function deliverQueuedMail(
  jobId: string,
  data: unknown,
  { build, caps = loadJobsConfig().mailCaps }: { build?: AttachmentBuilder; caps?: MailCaps } = {},
): Promise<{ sent: boolean; capped?: true }> {
  const { attachments: refs, cap, ...mail } = queuedMail.parse(data);
  const [done] = await db().select({ at: sentMail.sentAt }).from(sentMail).where(eq(sentMail.messageId, jobId));
  if (done) {
    logger.info({ jobId, to: mail.to }, "mail already sent; not sent again");
    return { sent: false };
  }
  if (refs?.length && !build) throw new Error("a mail with attachments needs their builder");
  const release = cap ? await claimMailCaps(cap, mail.to, caps) : async () => {};
  if (!release) {
    logger.warn({ jobId, cap, recipient: hashedAddress(mail.to) }, "daily mail cap reached; mail not sent");
    return { sent: false, capped: true };
  }
  try {
    const attachments = refs && build ? await Promise.all(refs.map(build)) : undefined;
    await sendMail({ ...mail, attachments }, messageIdOf(jobId));
  } catch (error) {
    await release();
    throw error;
  }
  await db().insert(sentMail).values({ messageId: jobId, recipient: mail.to, subject: mail.subject }).onConflictDoNothing();
  return { sent: true };
}
