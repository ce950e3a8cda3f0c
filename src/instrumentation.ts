import type { Instrumentation } from "next";

/**
 * Next.js calls this once when the server starts, before it serves: it starts tracing when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (before the database is opened, so that its queries are traced), hands scripts/serve.ts the front door
 * (docs/adr/0010), starts the job queue, with its worker unless JOBS_WORKER=off (docs/adr/0012), and the metrics
 * listener when METRICS_PORT is set.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startTracing } = await import("@/server/platform/tracing");
  startTracing("lumora-shop");
  const { installFrontDoor } = await import("@/server/runtime/front-door");
  installFrontDoor();
  const { startJobs } = await import("@/server/compose/start-jobs");
  await startJobs();
  const { startShopMetrics } = await import("@/server/compose/metrics");
  await startShopMetrics({ web: true });
}

/**
 * Next.js calls this for a page or route that failed on the server: a lost database connection marks the database
 * down, so that the front door answers 503 with Retry-After until it is back (src/server/platform/db/availability.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (err) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { noteDatabaseLoss } = await import("@/server/platform/db/client");
  noteDatabaseLoss(err);
};
