import "server-only";
import { shopJobs } from "@/server/compose/jobs";
import { recordAudit } from "@/server/platform/audit";
import { db, dbHandle } from "@/server/platform/db/client";
import { notFound } from "@/server/platform/http/errors";
import { JOBS_SCHEMA } from "@/server/platform/jobs/boss";
import { enqueue, jobQueue } from "@/server/platform/jobs/queue";
import type { JobListFilter } from "@/shared/jobs";

const LIST_LIMIT = 100;

const states: Record<JobListFilter, string[]> = {
  queued: ["created", "retry", "active"],
  failed: ["failed"],
  recent: ["created", "retry", "active", "completed", "cancelled", "failed"],
};

type Row = {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  start_after: Date;
  completed_on: Date | null;
  to: string | null;
  error: string | null;
};

export type JobListItem = {
  id: string;
  queue: string;
  state: string;
  attempts: number;
  retryLimit: number;
  createdAt: Date;
  nextTryAt: Date | null;
  finishedAt: Date | null;
  recipient: string | null;
  error: string | null;
};

/**
 * The newest jobs in the chosen states, at most 100, with the error of the last failed try (a mail's recipient, so
 * that staff can tell which customer waits; never its text).
 */
export async function listJobs(filter: JobListFilter): Promise<JobListItem[]> {
  const { rows } = (await dbHandle().query(
    `select id, name, state, retry_count, retry_limit, created_on, start_after, completed_on,
            data->>'to' as "to", coalesce(output->>'message', output->'value'->>'message') as error
       from ${JOBS_SCHEMA}.job
      where state::text = any($1::text[])
      order by created_on desc
      limit ${LIST_LIMIT}`,
    [states[filter]],
  )) as { rows: Row[] };
  return rows.map((r) => ({
    id: r.id,
    queue: r.name,
    state: r.state,
    attempts: r.retry_count + (r.state === "created" ? 0 : 1),
    retryLimit: r.retry_limit,
    createdAt: new Date(r.created_on),
    nextTryAt: r.state === "retry" || r.state === "created" ? new Date(r.start_after) : null,
    finishedAt: r.completed_on ? new Date(r.completed_on) : null,
    recipient: r.to,
    error: r.error,
  }));
}

/** The scheduled jobs' queues, which staff may run now (the others carry data: a mail is queued by its change). */
export const scheduledQueues = () => shopJobs.filter((job) => job.schedule).map((job) => job.name);

function knownQueue(queue: string) {
  if (!shopJobs.some((job) => job.name === queue)) throw notFound();
}

/** A job of a known queue that is not running, or 404. */
async function idleJob(queue: string, jobId: string) {
  knownQueue(queue);
  const boss = await jobQueue();
  const [job] = await boss.findJobs(queue, { id: jobId });
  if (!job || job.state === "active") throw notFound();
  return { boss, job };
}

/** Puts a failed job back on its queue to run again now; audited. */
export async function retryJob(staffId: string, queue: string, jobId: string): Promise<void> {
  const { boss, job } = await idleJob(queue, jobId);
  if (job.state !== "failed") throw notFound();
  await boss.retry(queue, jobId);
  await recordAudit({ actorId: staffId, action: "job.retry", entity: "job", entityId: jobId, after: { queue } });
}

/** Deletes a job that is not running (a failed mail staff will not send, say); audited. */
export async function dropJob(staffId: string, queue: string, jobId: string): Promise<void> {
  const { boss, job } = await idleJob(queue, jobId);
  await boss.deleteJob(queue, jobId);
  await recordAudit({ actorId: staffId, action: "job.drop", entity: "job", entityId: jobId, before: { queue, state: job.state } });
}

/** Runs a scheduled job now, besides its own times (the parcels' tracking after the carrier called, say); audited. */
export async function runJobNow(staffId: string, queue: string): Promise<string> {
  if (!scheduledQueues().includes(queue)) throw notFound();
  await jobQueue();
  const jobId = await enqueue(db(), queue, {});
  await recordAudit({ actorId: staffId, action: "job.run", entity: "job", entityId: jobId, after: { queue } });
  return jobId;
}
