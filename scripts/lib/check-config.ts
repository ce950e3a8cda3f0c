import { fail, requireSupportedNode } from "./proc";

/**
 * The configuration `npm start` and `npm run worker` check before anything else: the store's, what a live shop must
 * be given (src/config/production.ts), and the job schedules' (a schedule named for no job would silently do
 * nothing). Throws with one line to print.
 */
export async function checkJobsAndStoreConfig() {
  const { loadStoreConfig } = await import("@/config/store");
  loadStoreConfig();
  const { checkProductionConfig } = await import("@/config/production");
  checkProductionConfig();
  const { loadJobsConfig } = await import("@/config/jobs");
  const { unknownSchedules } = await import("@/server/platform/jobs/registry");
  const { shopJobs } = await import("@/server/compose/jobs");
  const unknown = unknownSchedules(loadJobsConfig(), shopJobs);
  if (unknown.length) throw new Error(`Invalid jobs configuration: schedules: no scheduled job is named ${unknown.join(", ")}`);
}

/**
 * What the web server's start (`npm start`, `npm run serve`) checks first: a supported Node.js, the above and the
 * trusted proxies' list. Stops with one line on the first that fails.
 */
export async function checkServerStart() {
  requireSupportedNode();
  try {
    await checkJobsAndStoreConfig();
    const { parseTrustProxy } = await import("@/server/platform/http/forwarded");
    parseTrustProxy(process.env.TRUST_PROXY);
  } catch (err) {
    fail((err as Error).message);
  }
}
