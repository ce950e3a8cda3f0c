import "server-only";
import { workerInWebProcess } from "@/config/jobs";
import { jobQueue } from "@/server/platform/jobs/queue";
import { startWorker, type WorkerOptions } from "@/server/platform/jobs/worker";
import { logger } from "@/server/platform/runtime/log";
import { onShutdown } from "@/server/platform/runtime/shutdown";
import { shopJobs } from "./jobs";

/** The worker of every job of the shop (`npm run worker`, or the web process below). */
export const startShopWorker = (options: Omit<WorkerOptions, "jobs"> = {}) => startWorker({ ...options, jobs: shopJobs });

/**
 * The web process's part: the queue is started before the first request (on PGlite a request's transaction cannot
 * wait for it), and the worker runs here too unless JOBS_WORKER=off leaves the jobs to `npm run worker`.
 */
export async function startJobs(): Promise<void> {
  if (!workerInWebProcess()) {
    await jobQueue();
    logger.info("job queue ready; the worker runs in its own process");
    return;
  }
  const worker = await startShopWorker();
  onShutdown("jobs", worker.stop);
  logger.info("job worker started in the web process");
}
