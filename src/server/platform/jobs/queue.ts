import "server-only";
import { sql } from "drizzle-orm";
import { fromDrizzle, type PgBoss, type SendOptions } from "pg-boss";
import { loadJobsConfig } from "@/config/jobs";
import { processSingleton } from "@/lib/process-singleton";
import { type Db, type DbHandle, dbHandle, type Tx } from "@/server/platform/db/client";
import { currentRequestId } from "@/server/platform/http/request-id";
import { logger } from "@/server/platform/runtime/log";
import { traceCarrier } from "@/server/platform/tracing";
import { newQueue } from "./boss";

type Current = { handle: DbHandle; boss: Promise<PgBoss>; started: boolean };

/**
 * The process's queue on the process's database. Started on first use for sending only, unless the worker
 * (./worker.ts) runs in this process and lends its own. Tests swap the database: the queue follows it.
 */
const current = processSingleton("jobQueue", (): { value?: Current } => ({}));

export function jobQueue(): Promise<PgBoss> {
  const handle = dbHandle();
  const slot = current();
  if (slot.value?.handle !== handle) {
    const boss = newQueue(handle, { work: false, config: loadJobsConfig(), onError: (err) => logger.error({ err }, "job queue error") });
    const value: Current = { handle, boss: boss.start(), started: false };
    value.boss.then(
      () => {
        value.started = true;
      },
      () => {},
    );
    slot.value = value;
  }
  return slot.value.boss;
}

/** The worker's queue becomes the process's, so that one instance both sends and works. */
export function adoptJobQueue(handle: DbHandle, boss: PgBoss): void {
  const previous = current().value?.boss;
  current().value = { handle, boss: Promise.resolve(boss), started: true };
  void previous?.then((old) => (old === boss ? undefined : old.stop({ graceful: false, close: false }))).catch(() => {});
}

/** Stops the process's queue if this module started it; the next use starts one again. */
export async function releaseJobQueue(): Promise<void> {
  const slot = current();
  const boss = await slot.value?.boss.catch(() => undefined);
  slot.value = undefined;
  await boss?.stop({ graceful: false, close: false });
}

/**
 * Puts a job on the queue inside the caller's transaction: it exists once the change that caused it is committed,
 * and never if that change is rolled back. Answers the job's id. Enqueued while serving a request, the job's data
 * carries that request's id (`requestId`), which the worker logs with the job, and with tracing on the trace it
 * runs in (`traceparent`). Start the queue (jobQueue) before opening a
 * transaction on PGlite: the embedded database runs one transaction at a time.
 */
export async function enqueue(tx: Tx | Db, name: string, data: object, options: Omit<SendOptions, "db"> = {}): Promise<string> {
  const slot = current().value;
  const handle = dbHandle();
  // Starting the queue inside a PGlite transaction would wait for the transaction that waits for it: fail loudly.
  if (handle.kind === "pglite" && tx !== handle.db && !(slot?.handle === handle && slot.started))
    throw new Error("The job queue is not started: the process starts it (jobQueue) before serving");
  const boss = await jobQueue();
  const requestId = currentRequestId();
  const sent = { ...data, ...(requestId ? { requestId } : {}), ...traceCarrier() };
  const id = await boss.send(name, sent, { ...options, db: fromDrizzle(tx, sql) });
  if (!id) throw new Error(`job ${name} was not queued`);
  return id;
}
