import { z } from "zod";

/** The back office's views of the job queue: waiting or retrying, failed for good, and the latest of every state. */
export const jobListFilters = ["queued", "failed", "recent"] as const;
export type JobListFilter = (typeof jobListFilters)[number];

/** One job, by its queue's name and its id, for the retry and drop actions. */
export const jobActionBody = z.object({
  queue: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z.-]+$/),
  jobId: z.uuid(),
});
