import { CronExpressionParser } from "cron-parser";
import { z } from "zod";

/**
 * The background work's configuration: when a scheduled job runs if not at its own time (cron, shop time), how long an
 * unpaid bank-transfer order is held, how mail is retried and how much of it may go out a day. Defaults below; JOBS_CONFIG_JSON overrides any part
 * (a deep partial), JOBS_WORKER=off keeps the worker out of the web process. Validated at start (npm start,
 * npm run worker): a bad value stops the process with one line.
 */
const cron = z.string().refine((value) => {
  try {
    CronExpressionParser.parse(value);
    return true;
  } catch {
    return false;
  }
}, "must be a cron expression (minute hour day month weekday)");

const seconds = z.number().int().min(1).max(86_400);

/** How many mails of one kind may go out in 24 hours: to one address, and in all. */
const dailyCap = z.object({ perRecipient: z.number().int().min(1).max(1000), total: z.number().int().min(1).max(1_000_000) });

/**
 * The kinds of mail a visitor can have sent to an address they type (src/server/platform/mail/caps.ts): a form's
 * acknowledgement, the welcome after a sign-up, a password-reset link and a guest order's confirmation.
 */
export const mailCapsSchema = z.object({ acknowledgement: dailyCap, welcome: dailyCap, reset: dailyCap, order: dailyCap });
export type MailCaps = z.infer<typeof mailCapsSchema>;
export type MailCap = keyof MailCaps;

export const jobsConfigSchema = z.object({
  /** Days an unpaid bank-transfer order keeps its stock; a reminder goes one day before it is cancelled. */
  unpaidBankTransferDays: z.number().int().min(2).max(60),
  /** A cron (shop time) per scheduled job, by the job's name; a job not named here keeps its own schedule. */
  schedules: z.record(z.string(), cron),
  /** Days a guest's cart is kept after its last change. */
  guestCartDays: z.number().int().min(1).max(365),
  mail: z.object({ retryLimit: z.number().int().min(0).max(50), retryDelaySeconds: seconds, retryDelayMaxSeconds: seconds }),
  mailCaps: mailCapsSchema,
  /** How often an instance looks for jobs whose worker died (a kill -9) so that they run again. */
  superviseIntervalSeconds: seconds,
  /** How often an idle worker asks for new jobs. */
  pollingIntervalSeconds: z.number().min(0.5).max(60),
  /** Days a finished job stays visible in the back office before it is deleted. */
  keepFinishedDays: z.number().int().min(1).max(365),
});

export type JobsConfig = z.infer<typeof jobsConfigSchema>;

const defaults: JobsConfig = {
  unpaidBankTransferDays: 3,
  schedules: {},
  guestCartDays: 30,
  mail: { retryLimit: 10, retryDelaySeconds: 30, retryDelayMaxSeconds: 3600 },
  // A person asks for a reset link again when the first is slow to come, and sends two or three forms in a day; the
  // totals are several times a busy day of a shop this size (reasons in docs/SECURITY.md, "Mail to typed addresses").
  mailCaps: {
    acknowledgement: { perRecipient: 3, total: 500 },
    welcome: { perRecipient: 3, total: 500 },
    reset: { perRecipient: 5, total: 500 },
    order: { perRecipient: 20, total: 1000 },
  },
  superviseIntervalSeconds: 30,
  pollingIntervalSeconds: 2,
  keepFinishedDays: 7,
};

function merge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (value && typeof value === "object" && !Array.isArray(value) && current && typeof current === "object")
      merge(current as Record<string, unknown>, value as Record<string, unknown>);
    else target[key] = value;
  }
  return target;
}

/** Validates the configuration; the message names the first bad field in one line. */
export function loadJobsConfig(env: Record<string, string | undefined> = process.env): JobsConfig {
  let raw: Record<string, unknown>;
  try {
    raw = merge(structuredClone(defaults), env.JOBS_CONFIG_JSON ? JSON.parse(env.JOBS_CONFIG_JSON) : {});
  } catch {
    throw new Error("Invalid jobs configuration: JOBS_CONFIG_JSON is not valid JSON");
  }
  const parsed = jobsConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid jobs configuration: ${issue?.path.join(".") || "(root)"}: ${issue?.message}`);
  }
  return parsed.data;
}

/** Whether this web process also works the queue (the default); JOBS_WORKER=off leaves it to `npm run worker`. */
export const workerInWebProcess = (env: Record<string, string | undefined> = process.env) => env.JOBS_WORKER !== "off";
