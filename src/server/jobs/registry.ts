import type { QueueOptions } from "pg-boss";
import type { JobsConfig } from "@/config/jobs";

/** What a job's run is given: its data, its id (a retry keeps it), the moment it runs and the configuration. */
export type JobRun = { id: string; data: unknown; now: Date; config: JobsConfig };

export type JobDefinition = {
  /** The queue's name; also the key of its cron in the configuration's `schedules`. */
  name: string;
  /** A cron expression (shop time) for a job the worker starts on its own; the configuration may change it. */
  schedule?: string;
  /** Retries and time limits; a scheduled job is not retried (the next period runs it again). */
  queue?: (config: JobsConfig) => QueueOptions;
  /** Answers what the run did, for the log and the back office. Imports its service lazily. */
  run: (job: JobRun) => Promise<unknown>;
};

export const MAIL_JOB = "mail.send";

/**
 * Every job the shop runs in the background, in one list. Adding a job is one entry here: its name, its schedule
 * if it has one, and a run that calls the service doing the work.
 */
export const jobDefinitions: JobDefinition[] = [
  {
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
      const [{ deliverQueuedMail }, { buildMailAttachment }] = await Promise.all([
        import("@/server/mail/outbox"),
        import("@/server/orders/documents"),
      ]);
      return deliverQueuedMail(id, data, { build: buildMailAttachment, caps: config.mailCaps });
    },
  },
  {
    name: "orders.cancel-unpaid",
    schedule: "15 * * * *",
    run: async ({ now, config }) => (await import("@/server/orders/unpaid")).cancelUnpaidOrders(now, config.unpaidBankTransferDays),
  },
  {
    name: "orders.remind-unpaid",
    schedule: "0 10 * * *",
    run: async ({ now, config }) => (await import("@/server/orders/unpaid")).remindUnpaidOrders(now, config.unpaidBankTransferDays),
  },
  {
    name: "payments.release-abandoned-card",
    schedule: "*/5 * * * *",
    run: async ({ now }) => (await import("@/server/orders/card-payment")).releaseAbandonedCardOrders(now),
  },
  {
    name: "maintenance.prune-expired",
    schedule: "30 3 * * *",
    run: async ({ now, config }) => (await import("@/server/runtime/prune")).pruneExpired(now, config.guestCartDays),
  },
  {
    name: "catalog.expire-discounts",
    schedule: "*/5 * * * *",
    // Six minutes back for a five-minute schedule: a run that starts a little late still covers the gap.
    run: async ({ now }) => (await import("@/server/catalog/price-history")).expireShownDiscounts(now, 6 * 60_000),
  },
  {
    name: "social.price-alarms",
    schedule: "*/10 * * * *",
    run: async () => (await import("@/server/social/price-alarm")).checkAllPriceAlarms(),
  },
];

/** The cron a scheduled job runs on: the configuration's, else its own. */
export const scheduleOf = (job: JobDefinition, config: JobsConfig): string | undefined => config.schedules[job.name] ?? job.schedule;

/** Names in the configuration's `schedules` that are no scheduled job: a typo that would silently do nothing. */
export const unknownSchedules = (config: JobsConfig): string[] =>
  Object.keys(config.schedules).filter((name) => !jobDefinitions.some((job) => job.name === name && job.schedule));
