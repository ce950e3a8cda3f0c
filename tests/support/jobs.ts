import { loadJobsConfig } from "@/config/jobs";
import { shopJobs } from "@/server/compose/jobs";
import { jobQueue, releaseJobQueue } from "@/server/platform/jobs/queue";
import { MAIL_JOB } from "@/server/platform/jobs/registry";
import { startWorker } from "@/server/platform/jobs/worker";
import { addressedTo, type TestSmtp } from "./smtp";

/**
 * Runs every job that is due, in this process, until none is left (jobs queued by a job run too), through the
 * queue's own fetch, complete and fail, as the worker would. Tests call it instead of waiting for a worker to poll.
 * Answers how many jobs ran and how many failed (a failed job is retried by the queue later, not here).
 */
export async function drainJobs(names: string[] = shopJobs.map((job) => job.name)) {
  const boss = await jobQueue();
  const config = loadJobsConfig();
  let ran = 0;
  let failed = 0;
  for (;;) {
    let fetched = 0;
    for (const job of shopJobs.filter((j) => names.includes(j.name))) {
      // A batch comes back in no particular order: run it oldest first, as a worker taking one at a time would.
      const batch = await boss.fetch(job.name, { batchSize: 20, includeMetadata: true });
      for (const one of batch.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime())) {
        fetched++;
        try {
          const output = await job.run({ id: one.id, data: one.data, now: new Date(), config });
          await boss.complete(job.name, one.id, output && typeof output === "object" ? output : null);
          ran++;
        } catch (err) {
          await boss.fail(job.name, one.id, { message: (err as Error).message });
          failed++;
        }
      }
    }
    if (fetched === 0) return { ran, failed };
  }
}

/** Sends the queued mails (the outbox), as the worker would. */
export const drainMail = () => drainJobs([MAIL_JOB]);

/** Sends the queued mails, then answers those `smtp` took for an address, as text (quoted-printable undone), newest last. */
export async function deliveredTo(smtp: TestSmtp, email: string): Promise<string[]> {
  await drainMail();
  return addressedTo(smtp, email).map((raw) =>
    Buffer.from(
      raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    ).toString("utf8"),
  );
}

/**
 * A job worker that works no queue, as alive as the shop's (its heartbeat is what readiness asks for). Answers how
 * to stop it: the process's queue is then started again, as the per-file setup leaves it.
 */
export async function aliveWorker(): Promise<() => Promise<void>> {
  const worker = await startWorker({ jobs: [] });
  return async () => {
    await worker.stop(1000);
    await releaseJobQueue();
    await jobQueue();
  };
}
