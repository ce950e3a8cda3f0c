import { type JobDefinition, MAIL_JOB } from "@/server/platform/jobs/registry";
import type { AttachmentBuilder } from "./outbox";

/**
 * The outbox's job: sends a queued mail. `attachments` loads the builder of the files a domain attaches (an
 * order's contracts, a quote), handed in by the point that composes the shop.
 */
export const mailJob = (attachments: () => Promise<AttachmentBuilder>): JobDefinition => ({
  name: MAIL_JOB,
  queue: ({ mail }) => ({
    retryLimit: mail.retryLimit,
    retryDelay: mail.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: mail.retryDelayMaxSeconds,
    // A send that hangs longer is given up and tried again; a worker that died is noticed by its missing heartbeat.
    expireInSeconds: 120,
    heartbeatSeconds: 10,
  }),
  run: async ({ id, data, config }) => {
    const [{ deliverQueuedMail }, build] = await Promise.all([import("./outbox"), attachments()]);
    return deliverQueuedMail(id, data, { build, caps: config.mailCaps });
  },
});
