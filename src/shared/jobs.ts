import { z } from "zod";

/** The back office's views of the job queue: waiting or retrying, failed for good, and the latest of every state. */
export const jobListFilters = ["queued", "failed", "recent"] as const;
export type JobListFilter = (typeof jobListFilters)[number];

const queueName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z.-]+$/);

/** One job, by its queue's name and its id, for the retry and drop actions. */
export const jobActionBody = z.object({ queue: queueName, jobId: z.uuid() });

/** A scheduled job, by its queue's name, to run now rather than at its next time. */
export const runJobBody = z.object({ queue: queueName });
