/**
 * `npm run worker`: the job worker in a process of its own, beside app instances started with JOBS_WORKER=off (or
 * not: every instance may work, each job is taken once). Needs PostgreSQL (DATABASE_URL): the embedded database
 * belongs to one process, where `npm start` runs the worker itself. SIGTERM or SIGINT: running jobs finish (at most
 * SHUTDOWN_TIMEOUT_MS, default 25000), then the process exits. METRICS_PORT: its metrics listener (the job queue's).
 * OTEL_EXPORTER_OTLP_ENDPOINT: each job a trace span (OTEL_SERVICE_NAME, default lumora-worker), sent before the exit.
 */
import { checkJobsAndStoreConfig } from "./lib/check-config";
import { fail, requireSupportedNode } from "./lib/proc";

async function main() {
  requireSupportedNode();
  if (!process.env.DATABASE_URL)
    fail("npm run worker needs DATABASE_URL (PostgreSQL); on the embedded database `npm start` runs the worker itself.");
  try {
    await checkJobsAndStoreConfig();
  } catch (err) {
    fail((err as Error).message);
  }
  const { startTracing, stopTracing } = await import("@/server/platform/tracing");
  startTracing("lumora-worker");
  const { checkShopDatabase, openConfiguredDatabase } = await import("./lib/database");
  const { dbHandle } = await import("@/server/platform/db/client");
  const { startShopWorker } = await import("@/server/compose/start-jobs");
  try {
    const checked = await openConfiguredDatabase(); // one line saying why, when the database cannot be reached
    await checkShopDatabase(checked.db).finally(() => checked.close());
  } catch (err) {
    fail((err as Error).message);
  }
  const handle = dbHandle();
  const worker = await startShopWorker({ handle });
  const { startShopMetrics } = await import("@/server/compose/metrics");
  try {
    await startShopMetrics({ web: false });
  } catch (err) {
    fail((err as Error).message); // a bad METRICS_PORT, or the port taken
  }
  console.log("Job worker running; SIGTERM to stop.");
  const limit = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      setTimeout(() => process.exit(1), limit + 2000).unref();
      void worker
        .stop(limit)
        .then(() => handle.close())
        .then(() => stopTracing())
        .then(() => process.exit(0));
    });
}

void main();
