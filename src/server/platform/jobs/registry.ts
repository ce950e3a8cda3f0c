import type { QueueOptions } from "pg-boss";
import type { JobsConfig } from "@/config/jobs";

/** What a job's run is given: its data, its id (a retry keeps it), the moment it runs and the configuration. */
export type JobRun = { id: string; data: unknown; now: Date; config: JobsConfig };

/**
 * One job a domain declares (its own `jobs.ts`); the engine runs the list it is handed by the point that composes
 * the shop (src/server/compose/jobs.ts), so that it knows no domain itself.
 */
export type JobDefinition = {
  /** The queue's name; also the key of its cron in the configuration's `schedules`. */
  name: string;
  /** A cron expression (shop time) for a job the worker starts on its own; the configuration may change it. */
  schedule?: string;
  /** Retries and time limits; a scheduled job is not retried (the next period runs it again). */
  queue?: (config: JobsConfig) => QueueOptions;
  /**
   * Answers what the run did, for the log and the back office. It loads its service when it runs: the migration
   * command installs the queues from the same list without the server's code.
   */
  run: (job: JobRun) => Promise<unknown>;
};

/** The queue of the outbox's mails (src/server/platform/mail/job.ts), named here for those who queue one. */
export const MAIL_JOB = "mail.send";

/** The cron a scheduled job runs on: the configuration's, else its own. */
export const scheduleOf = (job: JobDefinition, config: JobsConfig): string | undefined => config.schedules[job.name] ?? job.schedule;

/** Names in the configuration's `schedules` that are no scheduled job of `jobs`: a typo that would silently do nothing. */
export const unknownSchedules = (config: JobsConfig, jobs: JobDefinition[]): string[] =>
  Object.keys(config.schedules).filter((name) => !jobs.some((job) => job.name === name && job.schedule));
