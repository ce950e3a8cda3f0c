import "server-only";
import type { JobResult, PgBoss } from "pg-boss";
import { type JobsConfig, loadJobsConfig } from "@/config/jobs";
import { SHOP_TIME_ZONE } from "@/lib/shop-time";
import { type DbHandle, dbHandle } from "@/server/platform/db/client";
import { logger } from "@/server/platform/runtime/log";
import { inJobSpan } from "@/server/platform/tracing";
import { ensureQueues, newQueue } from "./boss";
import { adoptJobQueue } from "./queue";
import { type JobDefinition, scheduleOf, unknownSchedules } from "./registry";

export type Worker = {
  boss: PgBoss;
  /** Stops taking jobs, waits up to `timeoutMs` for the running ones to finish, then stops. */
  stop: (timeoutMs?: number) => Promise<void>;
};

/**
 * Runs one job (in its trace span when tracing is on) and logs it: the definition's answer on success; an error is
 * logged and thrown (the queue retries).
 */
async function runLogged(job: JobDefinition, id: string, data: unknown, config: JobsConfig) {
  const started = Date.now();
  const requestId = (data as { requestId?: unknown } | null)?.requestId;
  const fields = { job: job.name, jobId: id, ...(typeof requestId === "string" ? { requestId } : {}) };
  try {
    const result = await inJobSpan({ name: job.name, id, data }, () => job.run({ id, data, now: new Date(), config }));
    logger.info({ ...fields, ms: Date.now() - started, result }, "job done");
    return result;
  } catch (err) {
    logger.error({ ...fields, ms: Date.now() - started, err }, "job failed");
    throw err;
  }
}

export type WorkerOptions = { handle?: DbHandle; config?: JobsConfig; jobs: JobDefinition[] };

/**
 * Starts working the queue of every job of `jobs` on `handle` and keeps the schedules: pg-boss takes each job once
 * across every instance (row locks with SKIP LOCKED), and starts a scheduled job once per period wherever several
 * instances keep the same schedule. A job whose worker died is taken again once its heartbeat or time limit lapses.
 */
export async function startWorker({ handle = dbHandle(), config = loadJobsConfig(), jobs }: WorkerOptions): Promise<Worker> {
  const unknown = unknownSchedules(config, jobs);
  if (unknown.length) throw new Error(`Invalid jobs configuration: schedules: no scheduled job is named ${unknown.join(", ")}`);
  const boss = newQueue(handle, { work: true, config, onError: (err) => logger.error({ err }, "job queue error") });
  await boss.start();
  await ensureQueues(boss, config, jobs);
  adoptJobQueue(handle, boss);
  for (const job of jobs) {
    // Up to ten jobs a fetch, run one after another, each settled on its own (a failed one is retried alone). A
    // full batch fetches the next at once instead of after the polling interval, so a backlog of mail goes as fast
    // as the mail server takes it.
    const options = {
      pollingIntervalSeconds: config.pollingIntervalSeconds,
      batchSize: 10,
      burstWhenBatchFull: true,
      perJobResults: true,
    } as const;
    await boss.work(job.name, options, async (batch) => {
      const results: JobResult[] = [];
      for (const one of batch) {
        try {
          const output = await runLogged(job, one.id, one.data, config);
          results.push({ id: one.id, status: "completed", output: output && typeof output === "object" ? output : undefined });
        } catch (err) {
          results.push({ id: one.id, status: "failed", output: { message: (err as Error).message } });
        }
      }
      return results;
    });
    const cron = scheduleOf(job, config);
    if (cron) {
      await boss.schedule(job.name, cron, {}, { tz: SHOP_TIME_ZONE });
      logger.info({ job: job.name, cron, tz: SHOP_TIME_ZONE }, "job scheduled");
    }
  }
  return {
    boss,
    stop: (timeoutMs = 20_000) => boss.stop({ graceful: true, timeout: timeoutMs, close: false }),
  };
}
