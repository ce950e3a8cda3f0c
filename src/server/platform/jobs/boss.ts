import { fromPglite, PgBoss, type Db as QueueDb } from "pg-boss";
import { type JobsConfig, loadJobsConfig } from "@/config/jobs";
import type { DbHandle } from "@/server/platform/db/client";
import type { JobDefinition } from "./registry";

/**
 * The job queue is pg-boss on the shop's own database (docs/adr/0012): its tables live in the `jobs` schema, its
 * statements go through the shop's database client, PGlite or the PostgreSQL pool. No "server-only" import: the
 * migration command installs the queue's tables.
 */
export const JOBS_SCHEMA = "jobs";

function queueDatabase(handle: DbHandle): QueueDb {
  if (handle.pglite) return fromPglite(handle.pglite);
  return { executeSql: (text, values) => handle.query(text, values) as Promise<{ rows: unknown[] }> };
}

type Role = { work: boolean; config: JobsConfig; onError: (err: Error) => void };

/** A pg-boss instance on `handle`; `work`: it also supervises (jobs of a dead worker run again) and keeps the schedules. */
export function newQueue(handle: DbHandle, { work, config, onError }: Role): PgBoss {
  const boss = new PgBoss({
    db: queueDatabase(handle),
    backend: handle.kind === "pglite" ? "pglite" : "postgres",
    schema: JOBS_SCHEMA,
    supervise: work,
    schedule: work,
    migrate: true,
    superviseIntervalSeconds: config.superviseIntervalSeconds,
    monitorIntervalSeconds: config.superviseIntervalSeconds,
    // The shop's own job spans (src/server/platform/tracing) carry the trace in the job's data; pg-boss's would
    // add a span per poll and record an error's message, which may quote personal data.
    openTelemetry: { enabled: false },
  });
  boss.on("error", onError);
  return boss;
}

/**
 * Whether a job worker is alive, in this process or another on the same database. pg-boss keeps a row per queue
 * object in `jobs.instance`, written at its start and on its heartbeat (every 30 s); a worker's (`work`, which
 * supervises) is live until it stops or misses three heartbeats, as pg-boss's own `getInstances` judges it.
 */
export async function workerAlive(handle: DbHandle): Promise<boolean> {
  const { rows } = await handle.query(
    `select 1 from ${JOBS_SCHEMA}.instance
      where supervise and stopped_on is null and heartbeat_on >= now() - heartbeat_seconds * 3 * interval '1 second'
      limit 1`,
  );
  return rows.length > 0;
}

/** Creates the queue of every job of `jobs`, or brings its retry rules up to the configuration. */
export async function ensureQueues(boss: PgBoss, config: JobsConfig, jobs: JobDefinition[]): Promise<void> {
  for (const job of jobs) {
    const options = {
      deleteAfterSeconds: config.keepFinishedDays * 86_400,
      ...(job.queue ? job.queue(config) : { retryLimit: 0, expireInSeconds: 15 * 60 }),
    };
    if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, options);
    else await boss.createQueue(job.name, options);
  }
}

/** Installs or upgrades the queue's tables and the queues of `jobs` (part of migrating the database). */
export async function installJobQueue(handle: DbHandle, jobs: JobDefinition[], config: JobsConfig = loadJobsConfig()): Promise<void> {
  let failure: Error | undefined;
  const boss = newQueue(handle, {
    work: false,
    config,
    onError: (err) => {
      failure = err;
    },
  });
  await boss.start();
  try {
    await ensureQueues(boss, config, jobs);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
  if (failure) throw failure;
}
