import "server-only";
import { workerInWebProcess } from "@/config/jobs";
import { logger } from "@/server/runtime/log";
import { onShutdown } from "@/server/runtime/shutdown";
import { jobQueue } from "./queue";
import { startWorker } from "./worker";

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
  const worker = await startWorker();
  onShutdown("jobs", worker.stop);
  logger.info("job worker started in the web process");
}
