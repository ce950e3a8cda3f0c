import { catalogJobs } from "@/server/catalog/jobs";
import { contentMailAttachments, SUBMISSION_FILE_ATTACHMENT } from "@/server/content/jobs";
import { orderJobs, orderMailAttachments } from "@/server/orders/jobs";
import type { JobDefinition } from "@/server/platform/jobs/registry";
import { mailJob } from "@/server/platform/mail/job";
import type { AttachmentBuilder } from "@/server/platform/mail/outbox";
import { maintenanceJobs } from "@/server/platform/runtime/jobs";
import { socialJobs } from "@/server/social/jobs";

/**
 * Every job the shop runs in the background: the jobs each domain declares in its own `jobs.ts`, handed to the
 * platform's engine here, above the domains, so that the engine imports none of them. Adding a job is one entry
 * in its domain's list (name, schedule if it has one, a run that calls the service); a new domain's list joins here.
 */
/** The files the shop's mails attach: an inbox reply's (content), an order's or a quote's documents (orders). */
async function shopMailAttachments(): Promise<AttachmentBuilder> {
  const [content, orders] = await Promise.all([contentMailAttachments(), orderMailAttachments()]);
  return (ref) => (ref.kind === SUBMISSION_FILE_ATTACHMENT ? content(ref) : orders(ref));
}

export const shopJobs: JobDefinition[] = [mailJob(shopMailAttachments), ...orderJobs, ...maintenanceJobs, ...catalogJobs, ...socialJobs];
