import "server-only";
import { dbHandle } from "@/server/platform/db/client";
import { gaugeAtScrape } from "@/server/platform/metrics";
import { JOBS_SCHEMA } from "./boss";
import { MAIL_JOB } from "./registry";

/** The queue's figures are read at most every few seconds, whoever scrapes how often. */
const CACHE_MS = 5000;

type QueueFigures = { queued: number; failed: number; oldestQueuedSeconds: number };

/**
 * Per queue (every queue pg-boss knows, 0 when empty, so that each series exists from the start): jobs waiting to
 * run (created, retry), failed jobs kept, and the age of the oldest not yet done.
 */
async function readQueues(): Promise<Record<string, QueueFigures>> {
  const { rows } = (await dbHandle().query(
    `select q.name,
            count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
            count(j.id) filter (where j.state = 'failed')::int as failed,
            coalesce(extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry', 'active'))), 0)::float8 as oldest
       from ${JOBS_SCHEMA}.queue q
       left join ${JOBS_SCHEMA}.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
      group by q.name`,
  )) as { rows: { name: string; queued: number; failed: number; oldest: number }[] };
  return Object.fromEntries(rows.map((r) => [r.name, { queued: r.queued, failed: r.failed, oldestQueuedSeconds: Number(r.oldest) }]));
}

let kept: { at: number; figures: Promise<Record<string, QueueFigures>> } | undefined;
function queues() {
  if (!kept || Date.now() - kept.at >= CACHE_MS) kept = { at: Date.now(), figures: readQueues() };
  const { figures } = kept;
  figures.catch(() => {
    if (kept?.figures === figures) kept = undefined;
  });
  return figures;
}

const perQueue = (pick: (q: QueueFigures) => number) => async () =>
  Object.fromEntries(Object.entries(await queues()).map(([name, q]) => [name, pick(q)]));

/**
 * The job queue's gauges (pg-boss's table, read at scrape time): queued and failed jobs and the oldest job's age per
 * queue, the outbox's oldest unsent mail (the mail queue's oldest job), and the database pool's use.
 */
export function registerJobMetrics(): void {
  gaugeAtScrape({ name: "lumora_jobs_queued", help: "Jobs waiting to run, by queue", label: "queue", read: perQueue((q) => q.queued) });
  gaugeAtScrape({ name: "lumora_jobs_failed", help: "Failed jobs kept, by queue", label: "queue", read: perQueue((q) => q.failed) });
  gaugeAtScrape({
    name: "lumora_jobs_oldest_age_seconds",
    help: "Age of the oldest job not yet done, by queue",
    label: "queue",
    read: perQueue((q) => q.oldestQueuedSeconds),
  });
  gaugeAtScrape({
    name: "lumora_outbox_oldest_unsent_seconds",
    help: "Age of the oldest mail not yet sent (0: none waiting)",
    read: async () => (await queues())[MAIL_JOB]?.oldestQueuedSeconds ?? 0,
  });
  gaugeAtScrape({
    name: "lumora_db_pool_connections",
    help: "PostgreSQL pool: connections open (total), idle, and queries waiting for one (waiting)",
    label: "state",
    read: () => dbHandle().poolUse?.() ?? {},
  });
}
