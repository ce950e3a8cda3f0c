import { catalogJobs } from "@/server/catalog/jobs";
import { orderJobs, orderMailAttachments } from "@/server/orders/jobs";
import type { JobDefinition } from "@/server/platform/jobs/registry";
import { mailJob } from "@/server/platform/mail/job";
import { maintenanceJobs } from "@/server/platform/runtime/jobs";
import { socialJobs } from "@/server/social/jobs";

/**
 * Every job the shop runs in the background: the jobs each domain declares in its own `jobs.ts`, handed to the
 * platform's engine here, above the domains, so that the engine imports none of them. Adding a job is one entry
 * in its domain's list (name, schedule if it has one, a run that calls the service); a new domain's list joins here.
 */
export const shopJobs: JobDefinition[] = [mailJob(orderMailAttachments), ...orderJobs, ...maintenanceJobs, ...catalogJobs, ...socialJobs];
