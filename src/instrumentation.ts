/**
 * Next.js calls this once when the server starts, before it serves: it hands scripts/serve.ts the front door
 * (docs/adr/0010) and starts the job queue, with its worker unless JOBS_WORKER=off (docs/adr/0012).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installFrontDoor } = await import("@/server/runtime/front-door");
  installFrontDoor();
  const { startJobs } = await import("@/server/compose/start-jobs");
  await startJobs();
}
